"""A vehicle's model read as a person's name (round 28): "Kia Sportage 1.6 T-GDi", "Ford Kuga", "Toyota Corolla Altis",
"Skoda Octavia", "Vehicle: Toyota Noah"; round 34: a ship's name after its prefix, "MV Northern Aurora".

A model is named after its maker, and model names are often words the world name lists hold ("Noah", "Octavia",
"Kuga" as a surname). A finding that opens with a maker's name, or that a maker's name stands right before on its
line, is the vehicle. Makers that are common surnames or given names (Ford, Lincoln, Morgan, Austin, Mercedes, Tesla)
are left out: "Harrison Ford" is a person.
"""
from __future__ import annotations

import regex as re

MAKERS = (r"Kia|Toyota|Honda|Nissan|Hyundai|Mazda|Subaru|Mitsubishi|Suzuki|Lexus|[SŠ]koda|Volkswagen|VW|Audi|BMW|"
          r"Volvo|Peugeot|Renault|Citro[eë]n|Fiat|Vauxhall|Opel|SEAT|Cupra|Dacia|Polestar|MG|BYD|Porsche|Jeep|Chevrolet|"
          r"Chevy|Buick|GMC|Cadillac|Rivian|Jaguar|Land\s+Rover|Range\s+Rover|Alfa\s+Romeo|Ducati|Yamaha|Kawasaki|"
          r"Harley(?:-Davidson)?|Vespa|Piaggio|Infiniti|Acura|Isuzu|Daihatsu|Proton|Perodua|Genesis\s+G\d+|Lotus|Mini")
# round 34: a ship by its prefix or its label ("MV Northern Aurora", "MSC Bellissima", "RMS Queen Mary 2", "Ship: Spirit of
# Adventure", "Vessel name: Island Sky")
_SHIP = r"(?-i:MV|M/V|MSC|SS|RMS|HMS|HMY|M/Y|SY|S/Y)|(?i:ship|vessel|cruise\s+ship)(?:\s+name)?\s*[:：]"
_OPENS = re.compile(r"(?:" + MAKERS + r"|" + _SHIP + r")[ \t]+\p{Lu}")
_BEFORE = re.compile(r"(?<![\p{L}\-])(?:(?:" + MAKERS + r")[ \t]+|(?:" + _SHIP + r")[ \t]+(?:\p{Lu}\p{Ll}+[ \t]+){0,2})$")


def is_vehicle(text: str, start: int, end: int) -> bool:
    """The finding text[start:end] opens with a maker's name or follows one on its line."""
    if _OPENS.match(text, start, end):
        return True
    return _BEFORE.search(text, max(0, start - 24), start) is not None
