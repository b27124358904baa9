"""IP addresses of hosts (IPv4 and IPv6), validated with the standard library.

Not reported: loopback (127.0.0.0/8, ::1), unspecified (0.0.0.0, ::), the documentation
ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32), broadcast and
netmask-looking values (255.x), and dotted quads inside longer dotted runs (version
numbers such as 1.2.3.4.5, OIDs) or right after a version cue ("v1.2.3.4", "version 10.0.19041.1", "Chrome/122.0.0.0"),
and colon-separated pairs of hex digits (a MAC or a certificate serial).
Private ranges (10/8, 192.168/16) are reported: they map a user's network. A network written as an address with
a prefix whose host bits are zero ("10.40.1.0/24") is a range, not a host, and is not reported (round 15).
"""
from __future__ import annotations

import ipaddress

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# (round 26: a range of hosts, "2.44.18.20-.23", "10.0.0.100-10.0.0.200", "192.168.1.10-20": both ends are addresses)
_V4 = r"(?:\d{1,3}\.){3}\d{1,3}"
_RANGE_END = r"-(?:" + _V4 + r"|\.?\d{1,3})(?![A-Za-z0-9_.\-])"
IPV4 = re.compile(r"(?:(?<![A-Za-z0-9_.\-])|(?<=(?<![A-Za-z0-9_.\-])" + _V4 + r"-))" + _V4
                  + r"(?![A-Za-z0-9_]|\.\d|-(?!" + _RANGE_END[1:] + r"))")
IPV6 = re.compile(r"(?<![A-Za-z0-9_:.\-])(?=[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:)(?:[0-9A-Fa-f]{1,4}|:)(?::[0-9A-Fa-f]{0,4}){2,7}"
                  r"(?:(?<=:)(?:\d{1,3}\.){3}\d{1,3})?(?:%[A-Za-z0-9]+)?(?![A-Za-z0-9_:]|\.\d)")
# (round 25: also "fw", a field's key and separator, a word between -- '"fw":"2.1.4.11"', "固件: 4.12.0.3", "firmware
# still 4.2.17.1")
# (round 28: an app's, an SDK's, a patch's version right after its word -- "(app 3.2.0.14)")
_VERSION_CUE = re.compile(r"(?<![A-Za-z])(?i:v|ver\.?|version|build|release|firmware|fw|kernel|chrome|firefox|safari|os|"
                          r"ios|android)[\"']?[ \t]*[:=/]?[ \t]*[\"']?(?:(?i:still|is|now|was|at|on|to|from)[ \t]+)?\Z"
                          r"|(?:固件|版本号?)[ \t]*[:：=]?[ \t]*\Z"
                          r"|(?<![A-Za-z])(?i:app|sdk|patch|edge|opera)[ \t]+\Z"  # (right before it: "courier app from …" is a host)
                          # round 38: a user agent's product and its version ("LeithToys/3.2.0.11 (Android 14)")
                          r"|(?<![\w./:])[A-Z][A-Za-z0-9_\-]{1,30}/\Z")
_DOC_V4 = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
_DOC_V6 = ipaddress.ip_network("2001:db8::/32")


def host_ip(value: str) -> bool:
    try:
        ip = ipaddress.ip_address(value.split("%")[0])
    except ValueError:
        return False
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return False
    if ip.version == 4:
        return not (value.startswith(("255.", "0.")) or any(ip in n for n in _DOC_V4))
    # (round 30: not pairs of hex digits, a hardware address's or a certificate serial's: "04:A3:19:7F:C2:0B:5E:11")
    return ip not in _DOC_V6 and sum(c.isdigit() or c.lower() in "abcdef" for c in value) >= 4 \
        and not _HEX_PAIRS.fullmatch(value)


_HEX_PAIRS = re.compile(r"[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5,7}")
_PREFIX = re.compile(r"/(\d{1,2})(?!\d)")


def _network_range(value: str, after: str) -> bool:
    """A network written as its address and prefix ("10.40.1.0/24", "172.20.0.0/16"): its host bits are zero, so it
    names a range, not a host; "86.92.141.7/32" and "10.1.2.3/24" (an interface's address) are hosts."""
    m = _PREFIX.match(after)
    if not m or int(m.group(1)) >= 32:
        return False
    try:
        return ipaddress.ip_network(value + "/" + m.group(1), strict=True) is not None
    except ValueError:
        return False


class IpAddressRecognizer(SingleEntityRecognizer):
    ENTITY = "IP_ADDRESS"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in IPV4.finditer(text):
            if host_ip(m.group()) and not _VERSION_CUE.search(text[max(0, m.start() - 20):m.start()]) \
                    and not _network_range(m.group(), text[m.end():m.end() + 4]):
                out.append(RecognizerResult("IP_ADDRESS", m.start(), m.end(), 0.8))
        for m in IPV6.finditer(text):
            if host_ip(m.group()):
                out.append(RecognizerResult("IP_ADDRESS", m.start(), m.end(), 0.8))
        return out


def network_recognizers(lang: str) -> list[LocalRecognizer]:
    return [IpAddressRecognizer(lang)]
