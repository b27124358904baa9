"""Our own recognizers: the sensitive formats Presidio does not cover, or covers with `\\b`
boundaries that fail next to Chinese characters. All are language-agnostic patterns
except the jieba-based Chinese name/address finders; `build_recognizers(lang)` returns the
set for one language."""
from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from edge_agent.privacy.recognizers.address_forms import address_form_recognizers
from edge_agent.privacy.recognizers.card_names import card_name_recognizers
from edge_agent.privacy.recognizers.chinese import chinese_recognizers
from edge_agent.privacy.recognizers.code_secrets import code_secret_recognizers
from edge_agent.privacy.recognizers.config_passwords import config_password_recognizers
from edge_agent.privacy.recognizers.login_pairs import login_pair_recognizers
from edge_agent.privacy.recognizers.credentials import credential_recognizers
from edge_agent.privacy.recognizers.dates import date_recognizers
from edge_agent.privacy.recognizers.handle_places import handle_place_recognizers
from edge_agent.privacy.recognizers.handles import handle_recognizers
from edge_agent.privacy.recognizers.health import health_recognizers
from edge_agent.privacy.recognizers.ids import id_recognizers
from edge_agent.privacy.recognizers.key_forms import key_form_recognizers
from edge_agent.privacy.recognizers.keys import key_recognizers
from edge_agent.privacy.recognizers.loose_names import loose_name_recognizers
from edge_agent.privacy.recognizers.medical_forms import medical_form_recognizers
from edge_agent.privacy.recognizers.phone_forms import phone_form_recognizers
from edge_agent.privacy.recognizers.wrapped import wrapped_recognizers
from edge_agent.privacy.recognizers.medical_record_fields import record_field_recognizers
from edge_agent.privacy.recognizers.label_names import label_name_recognizers
from edge_agent.privacy.recognizers.keyed_values import keyed_value_recognizers
from edge_agent.privacy.recognizers.labelled_secrets import labelled_secret_recognizers
from edge_agent.privacy.recognizers.lock_codes import lock_code_recognizers
from edge_agent.privacy.recognizers.medical_injuries import medical_injury_recognizers
from edge_agent.privacy.recognizers.medical_lay import medical_lay_recognizers
from edge_agent.privacy.recognizers.name_forms import name_form_recognizers
from edge_agent.privacy.recognizers.network import network_recognizers
from edge_agent.privacy.recognizers.numbers import number_recognizers
from edge_agent.privacy.recognizers.password_cues import password_cue_recognizers
from edge_agent.privacy.recognizers.pay_forms import pay_form_recognizers
from edge_agent.privacy.recognizers.person_cues import person_cue_recognizers
from edge_agent.privacy.recognizers.people import (
    listed_name_recognizers,
    people_recognizers,
)
from edge_agent.privacy.recognizers.postcode_addresses import postcode_address_recognizers
from edge_agent.privacy.recognizers.prose_passwords import prose_password_recognizers
from edge_agent.privacy.recognizers.places import address_recognizers
from edge_agent.privacy.recognizers.spoken import spoken_recognizers
from edge_agent.privacy.recognizers.title_names import title_name_recognizers
from edge_agent.privacy.recognizers.travel_records import travel_record_recognizers
from edge_agent.privacy.recognizers.vendor_keys import vendor_key_recognizers


def build_recognizers(lang: str) -> list[EntityRecognizer]:
    recs = key_recognizers(lang) + number_recognizers(lang) + address_recognizers(lang) + people_recognizers(lang)
    recs += credential_recognizers(lang) + id_recognizers(lang) + network_recognizers(lang) + date_recognizers(lang)
    recs += health_recognizers(lang) + listed_name_recognizers(lang) + handle_recognizers(lang) + spoken_recognizers(lang)
    recs += handle_place_recognizers(lang)
    recs += loose_name_recognizers(lang) + name_form_recognizers(lang) + medical_form_recognizers(lang) + record_field_recognizers(lang)
    recs += key_form_recognizers(lang) + vendor_key_recognizers(lang) + address_form_recognizers(lang)
    recs += code_secret_recognizers(lang) + pay_form_recognizers(lang) + medical_lay_recognizers(lang)
    recs += password_cue_recognizers(lang) + title_name_recognizers(lang) + label_name_recognizers(lang)
    recs += labelled_secret_recognizers(lang) + keyed_value_recognizers(lang) + person_cue_recognizers(lang) + phone_form_recognizers(lang)
    recs += wrapped_recognizers(lang) + travel_record_recognizers(lang) + lock_code_recognizers(lang)
    recs += prose_password_recognizers(lang) + medical_injury_recognizers(lang) + postcode_address_recognizers(lang)
    recs += config_password_recognizers(lang)
    recs += login_pair_recognizers(lang) + card_name_recognizers(lang)
    if lang == "zh":
        recs += chinese_recognizers()
    return recs
