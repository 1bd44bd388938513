"""Rules for Spanish clinical notes, written against MEDDOCAN's formats (IberLEF 2019, train split only).

Header fields of the case-report template ("Nombre:", "NHC:", "NASS:", "Domicilio:", "CP:", "Edad:", "Sexo:",
"Médico: ... NºCol: 28 28 20943", "Episodio:"), Spanish dates ("3 de marzo de 2019", "10/10/1963", "año 1998"),
ages ("varón de 53 años"), sex words (MEDDOCAN's SEXO_SUJETO_ASISTENCIA, canonical OTHER), phones
("+34 912 345 678", "91 123 45 67"), DNI/NIE numbers, street addresses ("C/ Lavapiés, 94, 3, A"), postal codes
(canonical ZIP, although MEDDOCAN files them under TERRITORIO), the town after a postal code, hospitals and
clinicians after "Dr./Dra.".
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.resources.dictionaries import is_a_listed_given_name, is_known_name, load_dictionary
from phiscrub.taggers.rules.contact import SPANISH_DIGIT_WORD, SPANISH_ONE_TO_NINE, has_phone_digits
from phiscrub.taggers.rules.gazetteers import AMERICAN_REGIONS, region_alternation
from phiscrub.taggers.rules.ids import HYPHENATED_CODE
from phiscrub.taggers.rules.pattern import Pattern, between_same_separators, trie_regex
from phiscrub.taggers.spanish_recall import NEVER_PHI_WORDS

_UPPER: Final = "A-ZÁÉÍÓÚÑÜÀÈÒÏÇÂÊÎÔÃÕÄËÖĂȘȚŞŁŚŻŹŽŠČŘØÅĘĄĆŃ"
_LOWER: Final = "a-záéíóúñüçàèòïâêîôãõäëöășțşłśżźžščřøåğıęąćń"
"""Letters of Spanish names, of Catalan ones ("Domènech", "Fàbregas"), and of the Portuguese, Romanian, Polish,
Czech, Turkish and Nordic names of patients from elsewhere ("Ionuț", "Grzegorz Wałęsa")."""
_WORD: Final = rf"[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}][{_LOWER}]+)?"
_PARTICLE: Final = r"(?:de|del|la|las|los|y|i|van|von|da|dos)"
_NAME_START: Final = rf"(?:{_WORD}|M[ªa]\.?|[{_UPPER}]\.)"
# a signature runs on into the department or hospital ("Remitido por: Ana Gil Servicio de Urología"): stop there
_NOT_INSTITUTION: Final = (
    r"(?!(?:Servicio|Hospital|Unidad|Secci[óo]n|Complejo|Complexo|Centro|Departamento|Cl[íi]nica|Instituto|"
    r"Fundaci[óo]n|Facultad|Universidad|Calle|Avda|Avenida|Av|Plaza|Pza|Paseo|Email|Correo|Correos|Tel[ée]fono|Tfno|"
    r"Apartado|Urbanizaci[óo]n|Departament|Grupo|Jefe|Jefa|Comunidad|Profesor|Profesora|Residente|Supervisor|"
    r"Supervisora|Direcci[óo]n|Doctor|Doctora|Oficina|Asociaci[óo]n|Ayuntamiento|Juzgado|Consejer[íi]a|Secretar[íi]a"
    r"|Ministerio|Col(?=\.)|Colegiad[oa])\b"  # a registration after it ("Col. 08-41729")
    # a specialty after a signature ("Oncología Médica"); its "-ología" (not the given name "Eulogia")
    r"|[" + _UPPER + r"][" + _LOWER + r"]*olog[íi]a\b)"
)
_NOT_A_WARD: Final = (
    r"(?!(?:Urgencias|Planta|UCI|Quir[óo]fano|Reanimaci[óo]n|Consultas|Atenci[óo]n|Otro|Otra|Nuestro|Nuestra|"
    r"Este|Esta|Dicho|Dicha|Residencia|Casa|Piso|Domicilio|Familia|Pareja|Compañía|Medicina|Cirug[íi]a|Obstetricia|"
    r"[A-Z][a-záéíóú]+(?:log[íi]a|iatr[íi]a))\b)"
)
"""Where a patient comes from that is no town ("procedente de Urgencias", "de Atención Primaria"), and a specialty
after a resident's title ("residente de Pediatría", "residente de Medicina Interna")."""
_GIVEN_NAME_LISTS: Final = r"(?:<<es_first_names>>|<<es_given_names_americas>>|<<es_given_names_regional>>)(?![\w-])"
"""A given name of the Spanish lists (Spain's, the Americas', Spain's regions'), a whole word, in any case."""
_CAPITALISED_GIVEN_NAME: Final = (
    r"(?<!síndrome de )(?<!enfermedad de )(?<!signo de )(?<!test de )(?<!prueba de )(?<!maniobra de )"
    r"(?<!reacción de )(?<!escala de )(?<!criterios de )"
    r"(?!(?:Salud|Custodia|Rosa[ \t]+de[ \t]+Bengala|Miller[ \t]+Fisher|Paul[ \t]+Bunn?ell|Arnold[ \t-]+Chiari"
    r"|Pierre[ \t]+Robin|Charles[ \t]+Bonnet|Ramsay[ \t]+Hunt|Dandy[ \t-]+Walker)\b)(?=["
    + _UPPER
    + r"]["
    + _LOWER
    + r"])"
    + _GIVEN_NAME_LISTS
)
"""A given name of Spain or the Americas capitalised, none that names a health service, a unit, a test or a syndrome
("Salud Mental", "Custodia Hospitalaria", "Rosa de Bengala", "Paul Bunnell negativo", "síndrome de Miller Fisher");
in capitals a given name may be an acronym ("ELISA")."""
_LABORATORY_KINDS: Final = frozenset(
    {"laboratorio", "clínico", "clinico", "patológico", "patologico", "médico", "medico", "central"}
)
"""Words that name a laboratory's kind, not which one ("Laboratorio Clínico – Hospital ...")."""


def _names_a_laboratory(mention: str) -> bool:
    """Accept a laboratory's name with a word naming no kind of one ("Laboratorio Lace", not "Laboratorio Clínico")."""
    return any(word.lower() not in _LABORATORY_KINDS for word in mention.split())


_NOT_A_SURNAME: Final = (
    r"(?!(?:No|Si|Se|El|La|Los|Las|En|Con|Por|Para|Que|Código|Postal|España|México|Tel|Teléfono|Tfno|Fax|E-mail"
    r"|Email|Correo|Edad|Sexo|Fecha|Servicio|Médico|Médica|Paciente|Varón|Mujer)\b)"
)
"""Capitalised words that follow a name but are none of its ("Diego No presenta", "Benito Juárez Código Postal")."""
_SURNAME_BEFORE_COMMA: Final = (
    _NOT_INSTITUTION + _NOT_A_SURNAME + rf"(?:{_WORD}|[{_UPPER}]{{3,}}(?:-[{_UPPER}]{{3,}})?)"
)
"""A surname as a list or a header writes it before the given names: capitalised or in capitals of three letters or
more ("Huamaní", "LÓPEZ"; not "RN" of "RN de Flores Huamaní, Yeni")."""
_GIVEN_NAME_IN_CAPITALS: Final = rf"(?=[{_UPPER}]{{3}})" + _GIVEN_NAME_LISTS
"""A known given name in capitals, three letters or more, of the Spanish lists ("ANA", "JOSÉ"; not "AL" of "AL
TELÉFONO"): after a surname in capitals and a comma, where no acronym stands."""
_GIVEN_NAMES_AFTER_COMMA: Final = (
    r"[ \t]*,[ \t]*(?:M[ªa]\.?[ \t]+)?(?:"
    + _CAPITALISED_GIVEN_NAME
    + r"(?:[ \t]+"
    + _CAPITALISED_GIVEN_NAME
    + r")?|(?<=[A-ZÁÉÍÓÚÑ],[ \t])"
    + _GIVEN_NAME_IN_CAPITALS
    + r"(?:[ \t]+"
    + _GIVEN_NAME_IN_CAPITALS
    + r")?)"
)
"""A comma and one or two known given names, capitalised, "Mª" before or not ("Hilda", "Ramiro Agustín", "Mª
Dolores"), or in capitals after a surname in capitals ("REYES MEJIA, ANA")."""
_NO_SURNAME_BEFORE_A_COMMA: Final = NEVER_PHI_WORDS | {
    *("bien", "bueno", "buena", "oye", "mira", "ok", "okey", "paciente", "varón", "varon", "mujer", "hombre"),
    *("masculino", "femenino", "niño", "niña", "señor", "señora"),
}
"""Words that open a line before a comma and a given name without being a surname ("Hola, Carmen", "Bien, Carlos")."""


def _surnames_first(mention: str) -> bool:
    """Accept a name written surnames first with no word that is a greeting, a word of talk, a form's field or a sex.

    ("Hola, Carmen", "Bien, Carlos", "PACIENTE VARÓN, CON ANTECEDENTES" name no one.)
    """
    words = [word.strip(",").lower() for word in mention.split()]
    return not any(word in _NO_SURNAME_BEFORE_A_COMMA for word in words)


_NOT_A_SPAN_OF_TIME: Final = r"(?![ \t]*(?i:min|h\b|horas?|d[íi]as?|semanas?|mes|años?|seg))"
"""Not a number of minutes, hours, days... ("(convulsión de más de 5 minutos, rigidez de nuca, ...)": no brand)."""
_INITIAL: Final = rf"(?:M[ªa]\.?(?![\w])|(?!C\.)[{_UPPER}]\.(?![º°]))"
"""An initial in a name ("Mª", "A."): not the "C." of a street nor the "N.º" of a number after the name."""
_NAME: Final = (
    _NAME_START
    + rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_NOT_INSTITUTION}(?:{_WORD}|(?<![ \t]{{2}}){_INITIAL})|-{_WORD}){{0,5}}"
)
"""A person's name: words, particles and initials ("Ana Mª Gómez García", "Ernesto A. Moretti"; "C." after a name
starts a street: "Lucas Villalaín Álvarez C. Piloña nº 23"; an initial after a gap is a field's: "Rivas   N.º col.")."""
_TITLE: Final = r"(?:Prof\.?[ \t]*)?(?:Dr|Dra|DR|DRA|Doctor|Doctora|dr|dra|doctor|doctora)(?:\.[ \t]*:?|:|[ \t])[ \t]*"
_LOWER_CASE_NAME: Final = r"(?=[a-zñáéíóúü])(?:<<es_first_names>>|<<es_last_names>>)(?![\w-])"
_NAME_IN_ANY_CASE: Final = (
    r"(?:<<es_first_names>>)(?![\w-])(?:[ \t]+(?:<<es_first_names>>|<<es_last_names>>)(?![\w-])){0,3}"
)
"""A Spanish given name and up to three more given names or surnames, in any case (a dictionary's alternation
ignores case): "maría josé", "Ana Torres", "VALENTINA"."""


def _in_one_case(value: str) -> bool:
    """Return whether `value` is written all in lower case or all in capitals ("cynthia binelli", "NIKOLAOS P.")."""
    return value == value.lower() or value == value.upper()


_FUNCTION_WORDS: Final = (
    r"(?i:la|el|los|las|lo|de|del|al|que|qué|no|ni|y|e|o|u|en|con|sin|por|para|se|me|te|le|les|nos|su|sus|mi|mis|tu"
    r"|un|una|es|ya|muy|pero|fue|era|ha|he|hay|está|esta|este|ese|esa|dice|dijo|también|como|cuando|sí|si)"
)
"""Spanish words that never name anyone, in any case: what may follow "dr." where no name does ("el dr. que me
atendió", "la dra. no estaba")."""
_FUNCTION_WORD: Final = re.compile(_FUNCTION_WORDS)
_LOWER_CASE_SURNAME_AFTER_TITLE: Final = (
    r"(?=[a-zñáéíóúüç])(?!" + _FUNCTION_WORDS + r"(?![\w-]))[a-zñáéíóúüçàèòï]{2,}(?:-[a-zñáéíóúüçàèòï]{2,})?(?![\w-])"
)
"""A word in lower case after "dr." or "dra." that is no function word: a surname no list needs to hold ("olano",
"sánchez-albornoz")."""
_ANY_GIVEN_NAME_THEN_SURNAMES: Final = (
    r"(?!(?i:la|el|los|las|un|una|mi|mis|su|sus|tu|del|al|mía|mia)(?![\w-]))(?:<<first_names>>)(?![\w-])"
    r"(?:[ \t]+(?:<<es_last_names>>)(?![\w-])){0,2}"
)
"""A given name of the larger English list, which holds names Spanish notes write too ("isabella", "liam"), but no
article or possessive it also holds, then up to two Spanish surnames: only where the context names a person."""
_LOWER_CASE_NAME_OR_TOWN: Final = r"(?=[a-zñáéíóúü])(?:<<es_first_names>>|<<es_last_names>>|<<es_cities>>)(?![\w-])"
"""A Spanish given name or surname written in lower case (only the Spanish lists: the English ones hold "para" and
"con")."""


_DOCUMENT_NUMBER_WORD: Final = r"(?:[ \t]+(?:n\.?[º°o]\.?|N[º°O]\.?|n[úu]mero))?[ \t]*[:.]?[ \t]*"
"""What may stand between a document's name and its number ("Pasaporte nº:", "Tarjeta sanitaria:")."""
_ID_KEY_TO_VALUE: Final = (
    # an issuer's acronym or the number's own in brackets before the colon ("afiliación SS (NAF): 15/10448219/33")
    r"(?:[ \t]+[A-Z]{2,4}(?=[ \t]*[(:]))?(?:[ \t]*\([A-Z]{2,8}\)(?=[ \t]*:))?"
    r"[ \t]*(?:(?:N|n)(?:\.[ \t]*)?[º°o]\.?|No\.|no\.|Nro\.?|nro\.?|(?i:n[úu]mero)|#)?[ \t]*[:.]?[ \t]*"
    r"(?:es[ \t]+(?:el[ \t]+)?)?(?:[A-Z]{2,8}[ \t]+(?=[A-Z]{0,5}-?\d))?\(?"
)
"""What may stand between an identifier's keyword and its value ("N.º", "No.", "nº:", "#", "es", an issuer's
acronym: "Reg. MSP 1703-12-456789", "Registro SENESCYT 1005-11-736254", "mi expediente es TEC-889201")."""
_ID_VALUE: Final = (
    r"(?!\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d))(?!(?:19|20)\d\d(?![\w.-]))"  # no date, no year alone
    r"(?P<phi>(?=[A-Z\d./-]*\d[A-Z\d./-]*\d[A-Z\d./-]*\d)[A-Z]{0,5}(?:[-/][A-Z][A-Z\d]{0,5}(?=[-/]))*[-/]?\d[A-Z\d]*"
    r"(?:[./-][A-Z\d]+)*)"
    r"(?![\w/-]|[.,]\d)"
)
"""An identifier's value: up to five capitals, then digits, letters and inner dots, slashes or hyphens, holding at
least three digits ("U24-0871532", "LOMF580214JK3", "1.036.654.872", "CH-4521", "EB-SR2-11873", "HRB/PED/24/1032");
no date and no year."""
_PLACE_NAME: Final = (
    _WORD + r"(?:[ \t]+(?:(?:de(?:[ \t]+la)?|del)[ \t]+)?(?:Los[ \t]+|Las[ \t]+|La[ \t]+|El[ \t]+)?" + _WORD + r"){0,2}"
)
"""A place's name after the word for it: up to three capitalised words, with "de", "de la", "del" and an article
between them ("Villanueva de la Serena", "Los Pinos", "San Pedro de Los Altos")."""
_NOT_A_GIVEN_NAME: Final = (
    r"(?!(?:Var[óo]n|Mujer|Hombre|Niñ[oa]|Paciente|Lactante|Reci[ée]n|Adolescente|Sin|No|Se|El|La|Los|Las|Un|Una|Ver"
    r"|Desconocid[oa]|An[óo]nim[oa]|Pendiente|Ningun[oa]|S[íi]|Dra?|Don|Doña|Sra?|Srta|Madre|Padre|Hij[oa]|Espos[oa]"
    r"|Marido|Pareja|Familiar|Ingreso|Alta|Motivo|Fecha|Edad|Sexo|Pluripatol[óo]gic[oa]|Cr[óo]nic[oa]|Complej[oa]"
    r"|Al[ée]rgic[oa]|Diab[ée]tic[oa]|Hipertens[oa]|Oncol[óo]gic[oa]|Paliativ[oa]|Institucionalizad[oa]|Dependiente"
    r"|Fr[áa]gil)\b)"
)
"""Capitalised words that start no name in a field or before an age ("Paciente: Varón de 45 años")."""
_UNKNOWN_NAME: Final = (
    _NOT_A_GIVEN_NAME + _NOT_INSTITUTION + _WORD + rf"(?:[ \t](?:{_PARTICLE}[ \t])*{_NOT_INSTITUTION}{_WORD}){{1,3}}"
)
"""A name of two to four capitalised words that no list need hold ("Koldo Arbizu Ezcurra", "Abdoulaye Diallo"), one
space between them (two or more start the next field: "Itzel Sánchez Coronado     No. de cuenta")."""
_FIELD_VALUE_END: Final = r"(?=[ \t]*(?:$|[,;(]|\t|[ \t]{2}|\.(?:[ \t]|$)|[–—][ \t]))"
"""Where a header field's value ends: the line's end, a comma, a bracket, a tab or two spaces before the next field."""
_LINE_VALUE: Final = (
    r"[ \t]*(?P<phi>\S(?:[^\n]*?\S)?)[ \t]*\.?"
    r"(?:[ \t]*$|(?=[ \t]{2,}[^\s:][^:\n]{0,25}:)|(?<=\.)(?=[ \t]+[A-ZÁÉÍÓÚÑ][^:\n.]{0,25}:)"
    r"|(?=[ \t]{2,}(?:C\.[ \t]?C\.|C\.[ \t]?I\.|CC|CI|DNI|NIE|RUT|RUN|CURP|NSS|NHC|HC|H\.[ \t]?C\.)"
    r"[ \t]*[.:#N]?[ \t]*\d)"
    r"|(?=[ \t]{2,}\d{1,3}[ \t]*(?:años|meses|a\.)(?![\w])))"
)
"""A header field's value: the rest of its line, or up to the next field written after two spaces or more ("Nombre:
Martínez, Juan Carlos   HC: 1.234.567   DNI: ..."; a document's without its colon: "Nombre: Yeison Muñoz     C.C.
1.036.447.829"; an age: "Nombre: Rodríguez Alvitres, Santos Eleuterio   71 años   HC 445901") or after the end of a
sentence ("Domicilio: C/ Mallorca 245, 08008 Barcelona. Teléfono de contacto: ...")."""
_MONTH: Final = (
    r"(?:[Ee]nero|[Ff]ebrero|[Mm]arzo|[Aa]bril|[Mm]ayo|[Jj]unio|[Jj]ulio|[Aa]gosto|[Ss]e(?:p)?tiembre|[Oo]ctubre|"
    r"[Nn]oviembre|[Dd]iciembre)"
)
_MONTH_BESIDE_DIGITS: Final = (
    r"(?:" + _MONTH + r"|ENERO|FEBRERO|MARZO|ABRIL|MAYO|JUNIO|JULIO|AGOSTO|SE(?:P)?TIEMBRE|OCTUBRE|NOVIEMBRE|DICIEMBRE)"
)
"""A month as a date beside a day or a year writes it, in capitals too ("EL LUNES 12 DE AGOSTO"); alone in
capitals "JULIO" may be a name, so the rules for a month alone keep `_MONTH`."""
_MONTH_WORDS: Final = (
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "tiembre",
    "octubre",
    "noviembre",
    "diciembre",
)
"""Every month name above, folded, contains one of these (the prefilter of the month rules)."""
_CAPS_NAME: Final = rf"[{_UPPER}]{{2,}}(?:-[{_UPPER}]{{2,}})?"
"""A name written in capitals ("GARCÍA", "PÉREZ-LLORCA"), as in "SURNAMES, GIVEN NAME"."""
_NOT_AFTER_HOSPITAL: Final = (
    r"(?!(?:Servicio|Unidad|Secci[óo]n|Departamento|Planta|Consultas|E-?mail|Correo|Tel[ée]fono|Tfno|Fax|Calle|"
    r"Avda|Avenida|Paseo|Plaza|Ctra|Carretera|Camino|Ronda|Traves[íi]a|Edificio|Pabell[óo]n|NIT|CIF|RUC|RUT|NHC|"
    # a day hospital ("ingresó en Hospital de Día"), a scale ("Entrevista Clínica Estructurada")
    r"D[íi]a|Estructurada)\b)"
)
"""What follows a hospital's name and is no part of it ("Hospital Universitario Virgen de las Nieves Servicio de
Anatomía Patológica", "Hospital Universitario de Caracas E-mail"); a number is one only before "de" ("Hospital 12 de
Octubre", not "Hospital Morales Meseguer 2")."""
_PERSON_NOUN: Final = (
    r"(?:señor|señora|bebé|chico|chica|estudiante|anciano|anciana|reci[ée]n[ \t]+nacid[oa]|individuo|sujeto|"
    r"gestante|embarazada|primigesta|deportista|trabajador|trabajadora|militar|var[óo]n|mujer|hombre|niñ[oa]|"
    r"paciente|adolescente|lactante|joven|preescolar|escolar|neonato|neonata)\b"
)
"""Nouns for a person that an age may follow ("una señora de 70 años", "Preescolar de 3 años que ingiere")."""
_RELATIVE_TERMS: Final[tuple[str, ...]] = (
    *("esposo", "esposa", "marido", "mujer", "pareja", "hijo", "hija", "hijos", "padre", "madre", "padres"),
    *("hermano", "hermana", "nieto", "nieta", "abuelo", "abuela", "tío", "tio", "tía", "tia", "sobrino"),
    *("sobrina", "primo", "prima", "novio", "novia", "yerno", "nuera", "cuñado", "cuñada", "cunado", "cunada"),
    *("suegro", "suegra", "mamá", "papá", "cónyuge", "conyuge", "hijastro", "hijastra", "padrastro"),
    *("madrastra", "bisnieto", "bisnieta", "bisabuelo", "bisabuela", "hermanos", "nietos", "abuelos"),
    # ("hermanas" left out: "Dos Hermanas, Sevilla" is a town)
    *("conviviente", "hijas", "nietas", "abuelas", "sobrinos", "sobrinas", "primos", "primas"),
    *("enamorado", "enamorada", "pololo", "polola"),  # a boyfriend or girlfriend in Peru and Chile
    *("hijito", "hijita", "nietito", "nietita"),  # as messages write them ("mi hijito Yamil")
    *("hermanito", "hermanita", "abuelito", "abuelita", "sobrinito", "sobrinita", "primito", "primita"),
)
"""Relationship words (MEDDOCAN's FAMILIARES_SUJETO_ASISTENCIA covers them with the relative's name)."""
_RELATIVE: Final = "(?:" + trie_regex(_RELATIVE_TERMS) + r")(?![\w])"
"""`_RELATIVE_TERMS` as a trie: a flat alternation of thirty words is tried word by word at every position of a
note."""
_RELATIVE_WORDS: Final = (
    *("padre", "madre", "hij", "herman", "abuel", "niet", "tío", "tía", "tio", "tia", "sobrin", "primos", "espos"),
    *("marido", "suegr", "cuñad", "yerno", "nuera", "bisabuel"),
)
_NOT_IN_A_NAME_IN_CAPITALS: Final = (
    r"(?:CON|POR|PARA|SIN|EN|AL|QUE|SE|SU|SUS|ES|EST[ÁA]|PRESENTA|REFIERE|CUANDO|DONDE|DESDE|HASTA|TRAS|HACE|PREVI[OA]"
    r"|ACUDE|INGRESA|INGRESO|ALTA|URGENCIAS|SERVICIO|UNIDAD|PLANTA|CONSULTA|CONSULTAS|PARA|POR|PACIENTE|MOTIVO"
    r"|DIAGN[ÓO]STICO|TRATAMIENTO|FECHA|TEL[ÉE]FONO|TEL|FAX|C/|CALLE|AVDA|AVENIDA|DR|DRA|NHC|HC|EDAD|SEXO"
    r"|DE|DEL|LA|LAS|LOS|Y|EL|A|MENTAL|CIRUG[ÍI]A|[" + _UPPER + r"]*OLOG[ÍI]A|[" + _UPPER + r"]*IATR[ÍI]A)"
)
"""Words in capitals that end a hospital's name written in capitals (a note's words, a ward, the next field)."""
_TOWN_BEFORE_A_BRACKET: Final = (
    r"(?P<phi>"
    + _NOT_INSTITUTION
    + _NOT_A_WARD
    + r"(?!(?:Procedente|Natural|Nacid[oa]|Vecin[oa]|Residente|Desplazad[oa]|Originari[oa]|Vive|Viene|Llega)\b)"
    + _WORD
    + r"(?:[ \t]+(?:de(?:[ \t]+la)?|del)[ \t]+"
    + _WORD
    + r"|[ \t]+"
    + _WORD
    + r"){0,2})[ \t]*\([ \t]*"
)
"""A town of up to three words before an opening bracket (its country or province inside: the rules that read it
say which); no institution, ward or cue word."""
_TOWN_AFTER_ITS_CUE: Final = (
    r"(?P<phi>"
    + _NOT_INSTITUTION
    + _NOT_A_WARD
    + r"(?!(?:<<es_countries>>|<<es_country_names>>)(?![\w-]))"  # a country is the country rule's ("en Colombia")
    # a town's article ("vivimos en El Alto", "residente en O Barco de Valdeorras", "vive en Sa Pobla")
    + r"(?:(?:El|La|Los|Las|O|A|Os|As|Sa|Es|Ses)[ \t]+"
    + _NOT_INSTITUTION
    + _NOT_A_WARD
    + r")?"
    + _WORD
    + r"(?:[ \t]+(?:de(?:[ \t]+la)?|del)[ \t]+"
    + _WORD
    + r"|[ \t]+"
    + _WORD
    + r"){0,2})"
)
"""A town's name after the words that say someone is from it or lives in it (`es_natural_de`, `es_domicilio_en`)."""
_RESIDENT_YEARS: Final = ("r1", "r2", "r3", "r4", "r5")
"""A resident's year ("R2 MFyC: ..."), as a rule requires it."""
_NO_EMPLOYER: Final = frozenset({"ninguna", "ninguno", "no", "sin", "desconocida", "desconocido", "aut\u00f3nomo"})
"""What an employer's field holds when it names none ("Empresa: ninguna")."""


_PARENT_NAME: Final = rf"{_WORD}(?:[ \t]+{_WORD}){{0,2}}"
"""A parent's name in a certificate's filiation, up to three words ("hija de Antonio y de Josefa")."""
_NAME_AFTER_ROLE: Final = (
    _NOT_INSTITUTION + _WORD + rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_NOT_INSTITUTION}{_WORD}){{0,3}}"
)
"""A name the relative and staff rules read after the relationship or role: up to four words, no institution."""
_NOT_A_WORD_IN_CAPITALS: Final = (
    r"(?!(?:QUIEN|QUE|Y|E|O|CON|EN|SE|NO|SU|LA|EL|LOS|LAS|ES|ESTA|ESTÁ|FIRMA|FIRMÓ|INDICA|REFIERE|ACEPTA|AUTORIZA"
    r"|PRESENTA|ACUDE|SOLICITA|MANIFIESTA|DICE|NIEGA|DESEA|PADRE|MADRE|ESPOSO|ESPOSA|HIJO|HIJA|PACIENTE|PARA|POR"
    r"|DNI|CI|TEL|TELÉFONO|TELEFONO|CELULAR|PARENTESCO|FAMILIAR|AL|A)\b)"
)
"""Not a word a sentence in capitals goes on with after a name ("SR. PERCY HUAMAN, QUIEN FIRMA", "SRA. ROSA INDICA
QUE"): where a name read in capitals stops."""
_NOT_RETIRED: Final = r"(?![Jj]ubilad[oa]s?\b)"
_NOT_A_UNIT: Final = r"(?![ \t]*(?:mg|g|kg|ml|cc|UI|U|mmol|mEq|células|cél|%)(?![\w]))"
_RELATIVES_TOGETHER: Final = (
    r"\b(?:hijos|hijas|hermanos|hermanas|nietos|nietas|padres|abuelos|sobrinos|sobrinas|gemelos|gemelas|niños|niñas"
    r"|primos|primas)"
)
"""Relatives named together, whose ages may follow in one list ("dos hijos de 5 y 8 años")."""
_YEARS: Final = (
    r"\d{1,3}(?:[ \t]+(?i:añitos|añito|años|año|meses|mes|mesecitos|días|semanas)"
    r"(?:[ \t]+(?:(?i:y)[ \t]+)?\d{1,2}[ \t]+(?i:meses))?)"
)
"""An age and its unit ("52 años", "8 meses", "4 añitos" of a message, "84 AÑOS" of a note in capitals), maybe with
months after the years ("2 años 4 meses", "1 año y 3 meses")."""
_TENS_IN_WORDS: Final = (
    r"(?:veinti(?:un|uno|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)|veinte|treinta|cuarenta|"
    r"cincuenta|sesenta|setenta|ochenta|noventa|cien)"
    r"(?:[ \t]+y[ \t]+(?:un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?"
)
"""An age of twenty years or more in words ("setenta y dos", "noventa y un", "veintitrés")."""
_TEN_TO_NINETEEN: Final = "diez|once|doce|trece|catorce|quince|dieciséis|dieciseis|diecisiete|dieciocho|diecinueve"
"""The ages ten to nineteen in words."""
_DAY_IN_WORDS: Final = (
    r"(?:veinti(?:uno|ún|un|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)|treinta(?:[ \t]+y[ \t]+uno)?"
    r"|veinte|primero|" + SPANISH_ONE_TO_NINE + r"|" + _TEN_TO_NINETEEN + r")"
)
"""A day of the month in words, as a dictated note writes it ("quince", "veintidós", "treinta y uno", "primero")."""
_YEAR_IN_WORDS: Final = (
    r"(?:dos[ \t]+mil(?:[ \t]+(?:veinti(?:uno|ún|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)|veinte"
    r"|treinta|" + SPANISH_ONE_TO_NINE + r"|" + _TEN_TO_NINETEEN + r"))?"
    r"|mil[ \t]+novecientos(?:[ \t]+(?:"
    + _TENS_IN_WORDS
    + r"|"
    + _TEN_TO_NINETEEN
    + r"|"
    + SPANISH_ONE_TO_NINE
    + r"))?)"
)
"""A year in words ("dos mil veinticuatro", "mil novecientos cincuenta y dos")."""
_SHIFT_WORDS: Final = ("guardia", "turno", "noche", "libranza", "mañana", "tarde")
_SHIFTS_OF: Final = r"\b(?i:guardias?|turnos?|noches?|libranzas?|mañanas?|tardes?)[ \t]+(?i:del)[ \t]+"
"""A rota's shifts before their days ("noches del", "sus guardias del")."""
_DAY_OF_MONTH_NUMBER: Final = r"(?:0?[1-9]|[12]\d|3[01])"
_NOT_AN_HOUR_OR_A_COUNT_AFTER: Final = (
    r"(?![\d/:.,]\d|[\w/-])(?![ \t]*(?:(?i:de|del)[ \t]+(?!" + _MONTH + r")|(?i:al|h|hs|horas?|%|años|meses|días)\b))"
)
"""What may not follow a rota's day: more digits, an hour or a count ("del 8 al 15 h", "del 3 de ingreso")."""
_FIVE_DIGITS_READ_ALOUD: Final = r"(?:" + SPANISH_DIGIT_WORD + r"[ \t,-]+){4}" + SPANISH_DIGIT_WORD
"""Five digits read aloud in a row (the prefilter of the dictation's numbers: a note without them skips the rules)."""


def _digits_read_aloud(more: str) -> str:
    """Return a regex: a Spanish digit read aloud, then `more` (a repeat count, "{6,14}") of them after separators."""
    return SPANISH_DIGIT_WORD + r"(?:[ \t,-]+" + SPANISH_DIGIT_WORD + r")" + more


_SEX: Final = r"(?:[Vv]ar[oó]n|[Mm]ujer|[Hh]ombre|[Nn]iñ[oa]|[Mm]asculino|[Ff]emenino)"
_STREET_TYPE: Final = (
    r"(?:C/\.?|c/\.?|Calle|calle|Avda\.?|Av\.|Avenida|avenida|Paseo|paseo|Pº|Plaza|plaza|Pza\.?|Ctra\.?|Carretera|"
    r"Ronda|Camino|Travesía|Glorieta|Rambla|Urbanización|Urb\.|Vía|Paraje|Polígono|Pol\.|"
    # Latin American: "Pasaje Los Aromos 1234", "Carrera 15 # 26-40", "Cra. 15a", "Jirón Huallaga 320"
    r"Pasaje|Psje\.|Carrera|Cra\.|Kra\.|Diagonal|Transversal|Jir[óo]n|Jr\.|"
    # Mexican and other: "Calzada Ignacio Zaragoza 1200", "Blvd. Díaz Ordaz 345", "Prolongación Reforma 12"
    r"Calzada|Calz\.|Boulevard|Bulevar|Blvd\.|Prolongaci[óo]n|Callej[óo]n|Alameda)"
)
_STREET_NUMBER: Final = (
    r"(?:[nN][º°oO]\.?[ \t]*)?(?:\d{1,4}(?!\d)(?:[a-zA-Z](?![\w]))?(?:[ \t]*-[ \t]*\d{1,4}(?!\d))?|s/n)"
    r"(?:[ \t]*,?[ \t]*(?:\d{1,3}(?!\d)[ºª°]?(?:[ \t]*[A-Z](?![\w]))?(?:[ \t]*(?:dcha|izda|izq|dch)\.?)?"
    r"|[A-Z](?![\w])|"
    r"bloque[ \t]+[A-Z0-9]+|\d+\.[ºo][ \t]*[A-Z]|(?:esc|portal|piso|puerta)\.?[ \t]*\w+|"
    r"(?:[nN][º°oO]\.?|\#)[ \t]*\d{1,4}[A-Za-z]?(?:[ \t]+(?:Sur|Norte|Este|Oeste|Bis))?"  # "# 38 Sur-25"
    r"(?:[ \t]*-[ \t]*\d{1,4})?(?!\d))){0,3}"
)
"""A street number: up to four digits, with a letter glued on ("Cra. 8a") or not, or a range of them ("58-182"); five
are a postal code ("Avda. Gaspar Aguilar, 90 - 46017", "Avenida de la Constitución 13600"). A numbered street's
number follows ("Calle 15 No. 654", "Calle 85 #12-40", "Cra. 8a #99-55", as Latin American addresses write them)."""
_OCCUPATION_OF: Final = (
    r"(?:emplead[oa]|trabajador[a]?|moz[oa]|pe[óo]n|auxiliar|t[ée]cnic[oa]|dependient[ea]|operari[oa]|encargad[oa]"
    r"|repartidor[a]?|conductor[a]?|jef[ea]|profesor[a]?|maestr[oa]|ayudante|operador[a]?)[ \t]+de[ \t]+"
    r"(?:la[ \t]+|el[ \t]+)?"
    r"(?!(?:profesi[óo]n|edad|baja|alta)\b)[a-záéíóúñü]{3,}"
)
"""An occupation of a head and what it works at ("empleada de hogar", "mozo de almacén", "técnico de laboratorio"),
in lower case (the profession rules read it case-insensitively)."""
_OCCUPATION_BY_SUFFIX: Final = (
    r"(?!(?:ex-?)?fumador|bebedor|consumidor|portador|solter|pensionista|extranjer|colaborador|deportista"
    r"|primer|segund|tercer|verdader|entero|enter[oa]|sincer|ligero|certero|heredero|compañer)"
    r"[a-záéíóúñü]{3,}(?:ista|ero|era|dor|dora|eiro|eira)s?(?![\w-])"
)
"""An occupation no list holds by its ending ("mototaxista", "cocinera", "leñador"), not a habit or state that ends so
("fumador", "soltera", "pensionista")."""
_NOT_A_SIGNERS_SPECIALTY: Final = r"(?!(?i:m[ée]dic[oa]s?[ \t]+de[ \t]))"
"""Not a clinician's specialty after their name ("Dr. Rubio Tena, médico de familia"): the signature's, no PHI."""
_COMMON_OCCUPATIONS: Final = (
    r"(?:comerciante|vendedor[a]?|ch[óo]fer|motorista|cajer[oa]|repartidor[a]?|jornaler[oa]|costurer[oa]|lavander[oa]"
    r"|agricultor[a]?|ganader[oa]|pescador[a]?|miner[oa]|carpinter[oa]|mec[áa]nic[oa]|electricista|soldador[a]?"
    r"|panader[oa]|carnicer[oa]|peluquer[oa]|limpiador[a]|conserje|portero|portera|vigilante|obrer[oa]|mariner[oa]"
    r"|docente|programador[a]?|camarer[oa](?:[ \t]+de[ \t]+pisos?)?|trailer[oa]|taxista|transportista"
    r"|operari[oa]|emplead[oa][ \t]+dom[ée]stic[oa]|trabajador[a]?[ \t]+dom[ée]stic[oa]|campesin[oa]|viticultor[a]?"
    r"|pay[ée]s|payesa|sabaner[oa]|camioner[oa]|manipulador[a]?[ \t]+de[ \t]+alimentos|cadete|docente"
    r"|due[ñn]a[ \t]+de[ \t]+casa|gu[íi]a[ \t]+tur[íi]stic[oa]"
    # a student with the degree ("estudiante de Enfermería", "Estudiante de Ingeniería Informática")
    r"|estudiante(?:[ \t]+de[ \t]+(?-i:[A-ZÁÉÍÓÚ][a-záéíóúñü]+)(?:[ \t]+(?-i:[A-ZÁÉÍÓÚ][a-záéíóúñü]+))?)?"
    r"|pe[óo]n(?:[ \t]+rural|[ \t]+de[ \t]+(?:la[ \t]+)?(?:construcci[óo]n|obra|alba[ñn]il))?"
    r"|peones(?:[ \t]+rurales)?|brigadista(?:[ \t]+forestal)?"
    r"|artesan[oa](?:[ \t]+textil)?|tender[oa]|temporer[oa]|jardiner[oa]|pastor[a]?(?:[ \t]+de[ \t]+[a-záéíóúñ]+)?"
    r"|farmac[ée]utic[oa]|escriban[oa]|psicopedagog[oa]|labrador[a]?|fundidor[a]?|motoconchista|mototaxista|tejedor[a]?|herrer[oa]"
    r"|notari[oa]|soldado(?:[ \t]+profesional)?|militar(?:[ \t]+profesional)?|bancari[oa]|cabrer[oa]|funcionari[oa])s?"
)
"""Occupations of working people that the packaged professions list lacks ("comerciante", "chofer", "cajera"),
beside it in the profession rules (the packaged list is a CRF feature: it stays as the models learned it)."""
_OCCUPATIONS_ALONE: Final = (
    *("agricultor", "agricultora", "albañil", "comerciante", "jornalero", "jornalera", "costurera", "costurero"),
    *("motoconchista", "mototaxista", "taxista", "camionero", "camionera", "caficultor", "caficultora", "viticultor"),
    *("viticultora", "citricultor", "pescador", "pescadora", "carpintero", "carpintera"),
    *("electricista", "fontanero", "fontanera", "soldador", "soldadora", "panadero", "panadera", "carnicero"),
    *("carnicera", "peluquero", "peluquera", "cocinero", "cocinera", "camarero", "camarera", "vendedor", "vendedora"),
    *("limpiadora", "conserje", "contable", "contadora", "abogado", "abogada", "ingeniero", "ingeniera", "arquitecto"),
    *("arquitecta", "barrendero", "barrendera", "cartero", "cartera", "chofer", "chófer", "colectivero", "remisero"),
    *("cuentapropista", "labrego", "llaurador", "arrantzale", "guagüero", "futbolista", "cantaor", "cantaora"),
    *("micólogo", "micóloga", "leñador", "tornero", "tornera", "estibador", "repartidor", "repartidora"),
    *("transportista", "mensajero", "mensajera", "albañila", "pintor", "pintora", "jardinero", "jardinera"),
    *("tendero", "tendera", "peón", "maestra", "maestro", "costalero", "pizzero", "pizzera", "mozo", "moza"),
    *("ferroviario", "ferroviaria", "portero", "portera", "arrocero", "arrocera"),
    *("arriero", "arriera", "barrenista", "guagüera", "temporero", "temporera", "manicurista", "limpiador"),
    *("mestra", "mestre", "picapedrero", "estibadora", "ertzaina"),
    *("artesano", "artesana", "tejedor", "tejedora", "picador", "ebanista", "dependienta", "cajera", "socorrista"),
    *("carbonero", "carbonera", "apicultor", "apicultora", "zapatero", "zapatera", "sastre", "modista", "cerrajero"),
    *("cerrajera", "gruista", "carretillero", "carretillera", "reponedor", "reponedora", "teleoperador"),
    *("teleoperadora", "recepcionista", "azafata", "verdulero", "verdulera", "pescadero", "pescadera", "niñera"),
    *("lavandera", "chatarrero", "chatarrera", "reciclador", "recicladora"),
    *("feriante", "bartender", "pelotari", "mariscadora", "mariscador", "bodeguero", "bodeguera", "maquinista"),
    *("capataz",),
)
"""Occupations that, in lower case, name nothing else in a note ("agricultor", "albañil", "motoconchista"): read
wherever they stand (`es_profesion_por_nombre`), not only after a cue. Not words a note uses otherwise in lower case
("mecánico" of "ventilación mecánica", "docente" of "hospital docente", "cajero" automático, "soldado", "militar",
"labrador", "pastor" alemán), nor a clinician's ("enfermera", "médico")."""
_OCCUPATIONS_ALONE_LONGEST_FIRST: Final = "|".join(sorted(_OCCUPATIONS_ALONE, key=len, reverse=True))
"""`_OCCUPATIONS_ALONE` as a regex alternation, the longest first, for the two rules that read them."""
_OCCUPATIONS_ALSO_ADJECTIVES: Final = (
    "marinero",
    "minero",
    "minera",
    "obrero",
    "obrera",
    "campesino",
    "ganadero",
    "ganadera",
    "lechero",
    "lechera",
)
"""Occupations that are adjectives after a noun too ("zona ganadera", "campamento minero", "seguro campesino"): read
alone only after an article, a verb of being or "como", "y", "ex", or no word at all ("minero jubilado")."""
_BEFORE_AN_OCCUPATION_ALSO_ADJECTIVE: Final = (
    r"(?:(?<![\w][ \t])|"
    + "|".join(
        rf"(?<=\b{word}[ \t])" for word in ("un", "una", "el", "la", "como", "y", "e", "ex", "es", "era", "fue", "soy")
    )
    + ")"
)
_OCCUPATION_IN_TWO_WORDS: Final = (
    r"(?:guardia[ \t]+civil|polic[íi]a[ \t]+(?:nacional|local|municipal|foral)|auxiliar[ \t]+administrativ[oa]"
    r"|vendedor[a]?[ \t]+ambulante|guardia[ \t]+de[ \t]+seguridad|guarda[ \t]+de[ \t]+seguridad"
    r"|(?:trabajador[a]?|obrer[oa]|pe[óo]n|jornaler[oa])[ \t]+agr[íi]cola"
    r"|t[ée]cnic[oa][ \t]+(?:superior[ \t]+)?en[ \t]+[a-záéíóúñü]{4,})"
)
"""Occupations of two words that the professions list holds only in part ("guardia civil", "policía local", "auxiliar
administrativa", "trabajador agrícola"; "técnico en enfermería", as Chile names a nurse's aide)."""
_OCCUPATION_NAMED: Final = (
    r"de[ \t]+profesi[óo]n|de[ \t]+ocupaci[óo]n|profesi[óo]n[ \t]*:?|ocupaci[óo]n[ \t]*:"
    r"|trabaj(?:a|aba|ó|o|ando|ar|ado)"
    r"(?:[ \t]+(?:actualmente|ahora|hoy|durante[ \t]+(?:\d{1,2}|muchos|varios)[ \t]+años"
    r"|(?:a[ \t]+)?(?:medio[ \t]+tiempo|tiempo[ \t]+(?:completo|parcial))"
    r"|por[ \t]+(?:las[ \t]+)?(?:noches|tardes|mañanas)"
    r"|(?:los|las)[ \t]+(?:fines[ \t]+de[ \t]+semana|noches|tardes|mañanas|temporadas)))?"
    r"[ \t]+(?:como|de)|emplead[oa][ \t]+(?:como|de)"
    r"|labor(?:a|aba|ó)[ \t]+(?:como|de)"
    r"|jubil(?:ó|o|ad[oa])[ \t]+como|(?:se[ \t]+)?desempeñ(?:aba|a|ó)[ \t]+como|ejerc(?:e|ía|ió)[ \t]+como"
)
"""Words that say an occupation follows ("de profesión", "de ocupación", "trabaja como", "trabajó durante 30 años como",
"trabaja medio tiempo como",
"labora como", "se jubiló como", "se desempeña como", "ejerce como"): the profession rules' cue."""
_OCCUPATION_OF_ANY_LIST: Final = (
    r"(?i:"
    + _OCCUPATION_IN_TWO_WORDS
    + r"|"
    # (what it works at in one case: "repartidor de Glovo" names an employer)
    + _OCCUPATION_OF.replace(r"[a-záéíóúñü]{3,}", r"(?-i:[a-záéíóúñü]{3,}|[A-ZÁÉÍÓÚÑÜ]{3,})")
    + r"|<<professions>>|"
    + _COMMON_OCCUPATIONS
    + r"|"
    + _OCCUPATION_BY_SUFFIX
    + r")"
)
"""An occupation of two words, of a head and what it works at, of the professions list, of the common ones or by its
ending, in any case."""
_OCCUPATION_AFTER_AN_AGE: Final = (
    r"(?P<phi>"
    + _NOT_RETIRED
    + _OCCUPATION_OF_ANY_LIST
    + r"(?:[ \t]+(?!(?i:jubilad|retirad|en\b|de\b|del\b|y\b|sin\b|con\b|que\b|desde\b|para\b))"
    r"(?i:[a-záéíóúñü]{3,}))?"
    # its complement before the clause's end ("comerciante de abarrotes,"; a student's degree: "estudiante de
    # Enfermería,"; not an employer: "repartidor de Glovo")
    r"(?:[ \t]+de[ \t]+(?!(?:profesi[óo]n|edad|oficio)\b)"
    r"(?:[a-záéíóúñü]{3,}|(?<=[Ee]studiante de )[" + _UPPER + r"][a-záéíóúñü]{3,})"
    r"(?=[ \t]*[,.;]))?)"
    r"(?=[ \t]*[,.;()]|[ \t]+(?i:en|desde|y|sin|con|que|de|del|para)[ \t]|[ \t]+(?i:jubilad|retirad)[oa]s?\b"
    # or what the history says next of the person ("campesino dedicado al cultivo", "agricultor procedente de")
    r"|[ \t]+(?i:dedicad[oa]|procedente|natural|originari[oa]|residente|vecin[oa]|quien)\b)"
)
"""An occupation after a person's age and a comma (the PHI), to the clause's end or what follows it: a place, a time,
that it is no longer ("pescador,", "enfermera en el Hospital del Mar", "agricultor jubilado", "campesino dedicado al
cultivo")."""
_AGE_NUMBER: Final = r"(?:\d{1,3}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)"
"""The number of an age at an event, in digits or a word ("a los 14 años", "a la edad de seis meses")."""
_POSTAL_CODE: Final = r"(?:0[1-9]|[1-4]\d|5[0-2])\d{3}"
_NOT_CONTACT_WORD: Final = r"(?!(?:Tel|Tfno|Tlf|Tlfno|Telf|Fax|E-?mail|Email|Correo|España|Spain)\b)"

_EPONYM_CUES: Final = (
    *("prueba", "signo", "criterio", "criterios", "maniobra", "test", "espacio", "síndrome", "sindrome"),
    *("enfermedad", "medio", "medios", "técnica", "tecnica", "escala", "clasificación", "clasificacion", "método"),
    *("metodo", "ley", "regla", "reflejo", "fórmula", "formula", "operación", "operacion", "tinción", "tincion"),
    *("sonda", "célula", "células", "celulas", "fenómeno", "fenomeno", "tumor", "quiste", "hernia", "úlcera"),
    *("ulcera", "fractura", "bloqueo", "punto", "cuerpo", "cuerpos", "cirugía", "cirugia", "intervención"),
    *("intervencion", "procedimiento", "abordaje", "colgajo", "incisión", "incision", "ligamento", "conducto"),
    *("tríada", "triada", "índice", "indice", "sistema", "revisados", "modificados"),
)
"""Words before "de" and an eponym, not a town ("prueba de Allen", "espacio de Morrison", "criterios revisados de El
Escorial")."""
_LONGEST_WORD_BEFORE_DE: Final = 20
_SMALL_TOWN_ENTRY: Final = "<<es_towns-medical_terms>>"
"""A town of the rule-only list "es_towns" that is no eponym of the medical terms ("Morrison", "Allen")."""
_CAPITAL_THEN_LOWER: Final = r"(?=[" + _UPPER + r"][" + _LOWER + r"])"
"""A look-ahead: a capital, then a letter in lower case ("Beasain", "Tàrrega", not "IgA" nor "ALTA")."""
_SMALL_TOWN: Final = _CAPITAL_THEN_LOWER + _SMALL_TOWN_ENTRY
"""`_SMALL_TOWN_ENTRY` written as a name (`_CAPITAL_THEN_LOWER`)."""


def _is_a_small_town(name: str) -> bool:
    """Return whether `name` is a `_SMALL_TOWN` (its second letter in lower case, an entry of `_SMALL_TOWN_ENTRY`).

    The check of a rule that reads a run of capitalised words and keeps it only when the whole run is such a town.
    """
    folded = " ".join(name.lower().split())
    return (
        len(name) > 1
        and name[1].islower()
        and folded in load_dictionary("es_towns")
        and folded not in load_dictionary("medical_terms")
    )


def _not_after_a_capitalised_word(then: str) -> str:
    """Return look-behinds that fail where a capitalised word and `then` (a regex of one width) stand before."""
    return "".join(rf"(?<![{_UPPER}][a-zñáéíóúü]{{{length}}}{then})" for length in range(_LONGEST_WORD_BEFORE_DE))


def _town_after_preposition_context() -> str:
    """Return the look-behinds before a town of `es_pueblo_tras_preposicion`: a preposition, or a word and "de".

    The word before "de" is in lower case (not "Hospital General de Segovia", "Gómez de Rueda") and no eponym's cue.
    Look-behinds only (each of one width, as Python asks), so that the rule's match starts at the town's capital and
    the engine skips to capitals instead of trying every word.
    """
    prepositions = ("en", "desde", "a", "hacia", "hasta", "para", "por")
    after = [rf"(?<=\b[{word[0]}{word[0].upper()}]{word[1:]}[ \t])" for word in prepositions]
    after.append(r"(?<=[a-zñáéíóúü,][ \t]de[ \t])")  # "natural de", "66 años, de Corullón"
    not_after = [_not_after_a_capitalised_word(r"[ \t]de[ \t]")]
    not_after += [rf"(?<!\b{re.escape(cue)}[ \t]de[ \t])" for cue in _EPONYM_CUES]
    return "(?:" + "|".join(after) + ")" + "".join(not_after)


_PLACE_LISTS: Final = ("es_cities", "world_cities", "us_cities", "countries", "es_countries", "es_country_names")
_PLACES_NO_LIST_HOLDS: Final = frozenset({"england", "scotland", "wales", "usa", "uk", "ee", "eeuu"})


def _is_a_place(name: str) -> bool:
    """Return whether `name` is a town or a country of the packaged lists (or a country they lack: "England")."""
    folded = name.lower()
    return folded in _PLACES_NO_LIST_HOLDS or any(folded in load_dictionary(place) for place in _PLACE_LISTS)


_BRACKETED_PLACE: Final = r"(?:[A-Z][\w'-]*(?:[ \t][A-Z][\w'-]*){0,2}|[A-Z]\.(?:[A-Z]\.)+)"
"""A place as brackets citing a maker name it: up to three capitalised words ("Fort Worth") or initials ("U.S.A.")."""
_BRACKETED_PLACE_IN_LOWER_CASE: Final = r"(?:[a-zñáéíóúü][\w'-]*(?:[ \t][a-zñáéíóúü][\w'-]*){0,2})"
"""The same in a note in lower case ("dublin", "fort worth")."""
_COUNTRY_LISTS: Final = ("countries", "es_countries", "es_country_names")


def _is_a_country(name: str) -> bool:
    """Return whether `name` is a country of the packaged lists or one they lack ("England", "USA", "U.S.A.")."""
    folded = name.lower().replace(".", "")
    return folded in _PLACES_NO_LIST_HOLDS or any(folded in load_dictionary(place) for place in _COUNTRY_LISTS)


def _is_a_town_or_region(name: str) -> bool:
    """Return whether `name` is a town or a region, no country: of the packaged lists, or a US state's code ("CA")."""
    if _is_a_country(name):
        return False
    folded = name.lower()
    if len(name) <= 3 and name.isupper():  # a state's code ("CA"), not an acronym in a list ("(ANA, AMA)")
        return len(name) == 2 and folded in load_dictionary("us_state_abbreviations")
    return _is_a_place(name) or folded in load_dictionary("us_states")


_CENTRE_BEFORE_TOWN: Final = re.compile(
    r"(?i)(?:hospital|cl[íi]nica|centro[ \t]+de[ \t]+salud|ambulatorio)[ \t]+del?[ \t]+"
)


def _names_a_town_in_one_case(mention: str) -> bool:
    """Accept a centre's name in one case whose words after "de" are a town of the packaged lists.

    "hospital de manises", "HOSPITAL DE GETAFE"; not "hospital de día", not a name in mixed case (`es_hospital` reads
    those).
    """
    if not _in_one_case(mention):
        return False
    town = _CENTRE_BEFORE_TOWN.sub("", mention, count=1).lower()
    if any(_FUNCTION_WORD.fullmatch(word) for word in town.split()):
        return False  # "hospital de un", though "Un" is a town too
    return any(town in load_dictionary(place) for place in ("es_cities", "world_cities"))


def _is_a_longer_town_or_region(name: str) -> bool:
    """Return whether `name` is a town or region (`_is_a_town_or_region`) of four letters or more.

    In lower case a shorter one is as often an acronym ("(igg, iga)", "(ana, ama)").
    """
    return len(name) > 3 and _is_a_town_or_region(name)


_NOT_A_DURATION: Final = r"(?![ \t]+(?i:de[ \t]+(?:evoluci|duraci|antig)))"
"""What may not follow an age: the rest of a duration ("3 meses de evolución", "5 años de antigüedad")."""
_KNOWN_GIVEN_NAME: Final = r"(?=(?:<<es_first_names>>|<<es_given_names_regional>>)(?![\w-]))"
"""A look-ahead: a Spanish given name of the lists starts here (Spain's regions' too: "Ainhoa", "Arnau")."""
_MORE_AGES: Final = r"(?:[ \t]*,[ \t]*\d{1,3})*(?:[ \t]+(?i:y|e)[ \t]+|[ \t]*,[ \t]*)"
"""What follows the first number of a list of ages up to the last ("5, 7 y ", "12 e ", "12, 9, ")."""
_LAST_AGE: Final = r"\d{1,3}[ \t]+(?i:años|meses)"
"""The last age of a list, with its unit ("9 años")."""


def _ages_in_a_list(name: str, before: str, first_tail: str, last_tail: str, score: float) -> tuple[Pattern, Pattern]:
    """Return the rules for the first number and the last age of a list after `before` ("de 5, 7 y 9 años").

    MEDDOCAN marks the first number and the last with its unit ("padres de 74 y 64 años"); the numbers between are
    left to the CRFs. `first_tail` / `last_tail` close the look-ahead of the first rule and the match of the last.
    """
    first = Pattern(
        f"{name}_primera",
        before + r"(?P<phi>\d{1,3})(?=" + _MORE_AGES + _LAST_AGE + first_tail + ")",
        "AGE",
        score,
        requires=("años", "meses"),
    )
    last = Pattern(
        f"{name}_ultima",
        before + r"\d{1,3}" + _MORE_AGES + r"(?P<phi>" + _LAST_AGE + r")" + last_tail,
        "AGE",
        score,
        requires=("años", "meses"),
    )
    return first, last


_AFFILIATION_HEAD: Final = (
    r"(?:Servicio|Unidad|Departamento|Hospital|Facultad|Universidad|Instituto|Centro|Cl[íi]nica|Secci[óo]n"
    r"|[ÁA]rea|Grupo|Laboratorio|Complejo|Complexo|Fundaci[óo]n)\b"
)
"""The head word of the affiliation on the line after a case report's authors."""
_NOT_AN_AUTHORS_WORD: Final = (
    rf"(?!{_AFFILIATION_HEAD}|(?:Se[ñn]or|Resumen|Informe|Alta|Nota|Hoja|Caso|Reporte|Epicrisis|Evoluci[óo]n|Ingreso"
    r"|Datos|Historia|Protocolo|Certificado|Solicitud|Consulta|Interconsulta|Carta|Derivaci[óo]n|Urgencias)\b)"
)
"""A word of a document's title or an affiliation, which a case report's author line holds none of ("Resumen de Alta"
above "Hospital Auxilio Mutuo")."""
_AUTHOR_NAME: Final = (
    rf"{_NOT_AN_AUTHORS_WORD}[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}][{_LOWER}]+)?"
    rf"(?:[ \t]+(?:(?:de|del)[ \t]+(?:la[ \t]+|los[ \t]+)?)?{_NOT_AN_AUTHORS_WORD}[{_UPPER}][{_LOWER}'-]+){{1,4}}"
)
"""An author's name in a case report's list: two to five capitalised words, "de", "del", "de la" between, none an
affiliation's head word ("Servicio de Radiodiagnóstico" above "Complexo Hospitalario ...")."""

_COMMON_OR_OF_OCCUPATION: Final = "(?:" + _COMMON_OCCUPATIONS + "|" + _OCCUPATION_OF + ")"
"""A common occupation or a head and what it works at: the first of two occupations joined by "y"."""
_A_WORD_BEFORE_Y: Final = r"(?=[^\W\d_]{3,}(?:[ \t]+(?:de|del|la|el)[ \t]+[^\W\d_]+){0,2}[ \t]+y[ \t]+[a-záéíóúñü]{3})"
"""A look-ahead: a word (and its complement) before "y" and a word in lower case, looked for before the lists of
occupations that two joined by "y" are read from."""
_DAY_SLASH_MONTH: Final = r"(?:0[1-9]|[12]\d|3[01])/0[1-9]"
"""A day and a month in two digits each, the month from January to September ("16/07")."""
_LISTED_NAME: Final = r"(?-i:[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+)"
"""A capitalised given name in a list of them ("Wilber, Rosmery y Freddy"), whatever case the rule reads otherwise."""
_DAY_AND_MONTH: Final = r"(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2])"
"""A day and a month in digits ("5/10", "03/11")."""
_DAY_AND_MONTH_IN_DIGITS: Final = r"(?!10/10)(?:0[1-9]|[12]\d|3[01])/(?:0[1-9]|1[0-2])"
"""A day and a month in two digits each ("13/08", "06/02"), not the score "10/10"."""
_WEEKDAY_WORDS_ES: Final = (
    "lunes",
    "martes",
    "miércoles",
    "miercoles",
    "jueves",
    "viernes",
    "sábado",
    "sabado",
    "domingo",
)
"""The weekdays as written, with and without accents: one of them must be in a note for a weekday rule to run."""
_WEEKDAY_ES: Final = r"(?i:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)"
"""A day of the week, in any case."""
_AGE_IN_BRACKETS: Final = r"(?:1[01]\d|\d{1,2})(?:[ \t]+(?:años|añitos|meses|días|semanas))?"
"""An age in brackets after a name, with its unit or without ("(38)", "(9 meses)")."""
_NOT_AN_AFFILIATION: Final = r"(?![ \t]*,[ \t]*(?:Dra?|Prof|Lic)\.?[ \t]|[ \t]*\r?\n[ \t]*\(\d{1,2}\))"
"""Not the number of an author's affiliation, before the next author or the affiliations ("Dr. Osmany Rodríguez (1),
Dra. Dayana Echevarría (2)\n(1) Hospital Clínico")."""
_NAMED_WITH_AN_AGE: Final = _WORD + r"(?:[ \t]+" + _WORD + r"){0,2}[ \t]*\([ \t]*" + _AGE_IN_BRACKETS + r"[ \t]*\)"
"""A person named with the age in brackets ("Jesús Alberto (12)", "Bautista Giménez (4 años)")."""
_NEXT_IN_A_LIST: Final = r"(?:[ \t]*[,;][ \t]*(?:[ye][ \t]+)?|[ \t]+[ye][ \t]+)(?:de[ \t]+)?"
"""What joins the people of a list ("Lucía (12), ", "(12) y ", "(4 años) y de ")."""


def _named_with_the_age_in_brackets(part: str, before: str, name_check: str = "") -> str:
    """Return a regex: a name of one to three capitalised words, then the age in brackets ("Lucía (12)").

    `part` ("nombre" or "edad") says which of the two is the PHI; `before` comes first, `name_check` opens the name.
    """
    return (
        before
        + ("(?P<phi>" if part == "nombre" else "(?:")
        + name_check
        + _WORD
        + r"(?:[ \t]+"
        + _WORD
        + r"){0,2})[ \t]*\([ \t]*"
        + ("(?P<phi>" if part == "edad" else "(?:")
        + _AGE_IN_BRACKETS
        + r")[ \t]*\)"
    )


_TWO_NAMES_WITH_AGES: Final = (
    r"\([ \t]*{n1}[" + _UPPER + r"][" + _LOWER + r"]+)[ \t]*,[ \t]*{a1}\d{{1,2}})[ \t]*[,;]?[ \t]*[ye][ \t]+"
    r"{n2}[" + _UPPER + r"][" + _LOWER + r"]+)[ \t]*,[ \t]*{a2}\d{{1,2}})(?:[ \t]+años)?[ \t]*\)"
)
"""Two people named in brackets with their ages ("(Keylor, 9, y Dayana, 5)"); each group ({n1}, {a1}, ...) opens as
the rule that reads it says ("(?P<phi>" or "(?:")."""


_FOREIGN_CITIES_ES: Final[tuple[str, ...]] = (
    *("Nueva York", "Nueva Jersey", "Nueva Orleans", "Los Ángeles", "Miami", "Chicago", "Houston", "Boston"),
    *("Washington", "Filadelfia", "Atlanta", "Orlando", "Las Vegas", "Toronto", "Montreal", "Londres", "París"),
    *("Roma", "Milán", "Turín", "Nápoles", "Berlín", "Múnich", "Fráncfort", "Hamburgo", "Ginebra", "Zúrich"),
    *("Lisboa", "Oporto", "Ámsterdam", "Bruselas", "Viena", "Praga", "Varsovia", "Bucarest", "Atenas", "Moscú"),
    *("Estambul", "El Cairo", "Casablanca", "Tánger", "Rabat", "Dakar", "Pekín", "Shanghái", "Seúl"),
    *("Nueva Delhi", "Bombay", "Dubái", "Sídney", "Melbourne"),
)
"""Cities abroad as Spanish writes them, where migrants live and relatives die ("fallecido en Nueva York en 2015",
"emigró a Londres"): "es_towns" holds the towns of the Spanish-speaking countries only. Not Tokyo, whose name grades
cholangitis ("colangitis aguda (Tokio grado II)")."""


PATTERNS: Final[tuple[Pattern, ...]] = (
    # --- header fields of the case-report template
    Pattern(
        "es_nombre",
        r"^[ \t]*(?:Nombre|NOMBRE|nombre):" + _LINE_VALUE,
        "PATIENT",
        0.95,
        re.MULTILINE,
        requires=("nombre:",),
    ),
    Pattern(
        "es_apellidos",
        r"^[ \t]*(?:Apellidos|APELLIDOS|apellidos):" + _LINE_VALUE,
        "PATIENT",
        0.95,
        re.MULTILINE,
        requires=("apellidos:",),
    ),
    Pattern(
        # a known given name and at least one surname after the field ("Informe clínico del paciente: Paciente de
        # 70 años" names no one)
        "es_paciente",  # "Paciente: Rosalía Etxeberria Goikoetxea, 67 años", "Paciente: GARCÍA PÉREZ, MANUEL"
        r"\b(?:[Pp]aciente|PACIENTE|Pte\.?|Pcte\.?|PCTE\.?"
        r"|[Nn]ombre[ \t]+(?:del[ \t]+paciente|y[ \t]+apellidos|completo))"
        # the colon may be left out before a name in mixed case ("Paciente Ramón Ortega Velázquez, 81 años"); not in
        # capitals ("PACIENTE VARÓN, CON ANTECEDENTES")
        r"(?:[ \t]*:[ \t]*|[ \t]+(?=[" + _UPPER + r"][" + _LOWER + r"]{2}))"
        r"(?:(?:D|Dña|Dª|Sra?|Srta|Don|Doña)\.?[ \t]+)?"  # a courtesy title stays outside ("Paciente: Dña. Montserrat")
        r"(?P<phi>(?=["
        + _UPPER
        + r"]["
        + _LOWER
        + r"]{2})(?:<<es_first_names>>|<<first_names>>)(?![\w-])"
        # (a gap of three spaces or a tab ends the name: the form's next field follows, "Arleny Espinoza Urbina
        # Cédula/DIMEX: ...")
        + rf"(?:(?: {{1,2}}(?![ \t])(?:{_PARTICLE} {{1,2}}(?![ \t]))*){_NOT_INSTITUTION}{_WORD}|-{_WORD}){{1,4}}"
        + rf"|{_CAPS_NAME}(?:[ \t]+{_CAPS_NAME}){{0,2}},[ \t]*{_CAPS_NAME}(?:[ \t]+{_CAPS_NAME})?(?![\w-])"
        # "BOGDANOVICH, Stefanía": surnames in capitals, a comma, then the given names capitalised
        + rf"|{_CAPS_NAME}(?:[ \t]+{_CAPS_NAME}){{0,2}},[ \t]*{_WORD}(?:[ \t]+{_WORD})?(?![\w-])"
        # "Gómez, Luciana Beatriz": surnames, a comma, then a known given name
        + rf"|{_WORD}(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_WORD}){{0,2}},[ \t]*(?=[{_UPPER}][{_LOWER}]{{2}})"
        + r"(?:<<es_first_names>>|<<first_names>>)"
        + rf"(?![\w-])(?:[ \t]+{_WORD})?(?![\w-]))",
        "PATIENT",
        0.9,
        requires=("paciente:", "paciente ", "paciente\t", "pte", "pcte", "nombre"),
    ),
    Pattern(
        # a patient's field holding a name no list has: "Paciente: Koldo Arbizu Ezcurra   Edad: 59", "Trabajador:
        # Abdoulaye Diallo, NIE ...", "Gestante: Yesenia Huamaní Ccori"; two to four capitalised words ending the
        # field's value
        "es_paciente_nombre_desconocido",
        # (in Catalan and Galician too: "Pacient: Vicenta Ferrer Llorens", "Usuari:", "Doente:")
        r"\b(?:[Pp]acient[e]?|[Dd]oente|[Tt]rabajador[a]?|[Uu]suari[oa]?|[Tt]itular|[Aa]segurad[oa]|[Bb]eneficiari[oa]|[Gg]estante"
        # a care home's resident, a school's pupil, a child, a trial's participant, an inmate
        r"|[Pp]arturienta|[Rr]esidente|[Aa]lumn[oa]|[Nn]iñ[oa]|[Mm]enor|[Ll]actante|[Pp]articipante|[Ii]ntern[oa]"
        # the injured or examined person of a report to a court ("Lesionado: Xoán Manuel Castiñeiras Lema")
        r"|[Ll]esionad[oa]|[Ee]xaminad[oa]|[Pp]eritad[oa]|[Dd]enunciante|[Vv][íi]ctima|[Ss]olicitante)"
        r"(?:\([ao]\))?[ \t]*:[ \t]*"  # "Alumno(a): Itzel Sánchez Coronado"
        r"(?:(?:D|Dña|Dª|Sra?|Srta|Don|Doña)\.?[ \t]+)?"
        r"(?P<phi>" + _UNKNOWN_NAME + r")" + _FIELD_VALUE_END,
        "PATIENT",
        0.85,
        re.MULTILINE,
        requires=(
            *(
                "pacient",
                "doente",
                "trabajador",
                "usuari",
                "titular",
                "asegurad",
                "beneficiari",
                "gestante",
                "parturienta",
            ),
            *("residente", "alumn", "niñ", "menor", "lactante", "participante", "intern"),
            *("lesionad", "examinad", "peritad", "denunciante", "víctima", "victima", "solicitante"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # who sent a message, in its header above the addressee ("De: Garazi Etxeberria Urrutia\nPara: Dra. Amaia
        # Goikoetxea"): two to four capitalised words, the address after them in angle brackets or not
        "es_remitente_de_mensaje",
        r"(?m:^)[ \t]*(?:De|DE|Remitente)[ \t]*:[ \t]*(?:(?:D|Dña|Dª|Sra?|Srta|Don|Doña)\.?[ \t]+)?"
        r"(?P<phi>" + _UNKNOWN_NAME + r")(?:[ \t]*<[^>\n]*>)?[ \t]*\r?\n"
        r"(?=[ \t]*(?:Para|PARA|A|Enviado|Fecha|Asunto|Destinatario)[ \t]*:)",
        "PATIENT",
        0.8,
        requires=("de", "remitente"),
        prefilter=r"\n[ \t]*(?:Para|PARA|A|Enviado|Fecha|Asunto|Destinatario)[ \t]*:",
    ),
    Pattern(
        # the same in capitals, two to five words, surnames first or not: "Asegurada: QUISPE MAMANI, TEODORA     DNI:",
        # "Paciente: CHICAIZA TIPÁN SEGUNDO VÍCTOR     CI:" (not "Paciente: VARÓN DE 45 AÑOS", "MUJER GESTANTE")
        "es_paciente_nombre_en_mayusculas",
        r"\b(?i:paciente|trabajador[a]?|usuari[oa]|titular|asegurad[oa]|beneficiari[oa]|gestante|parturienta"
        r"|residente|alumn[oa]|menor|lactante|participante|intern[oa]|afiliad[oa]|apellidos[ \t]+y[ \t]+nombres?)"
        r"[ \t]*:[ \t]*"
        r"(?P<phi>(?!(?:VAR[ÓO]N|MUJER|HOMBRE|MASCULINO|FEMENINO|NIÑ[OA]|ADULT[OA]|ANCIAN[OA]|DESCONOCID[OA]"
        r"|SIN|NO|GESTANTE|EMBARAZADA|PACIENTE)\b)"
        + _CAPS_NAME
        + r"(?:[ \t]+(?:(?:DE|DEL)[ \t]+(?:LA[ \t]+|LOS[ \t]+)?)?"
        + _NOT_A_WORD_IN_CAPITALS
        + _CAPS_NAME
        + r"){1,4}(?:,[ \t]*"
        + _CAPS_NAME
        + r"(?:[ \t]+"
        + _CAPS_NAME
        + r"){0,2})?)(?![\w-])"
        + _FIELD_VALUE_END,
        "PATIENT",
        0.85,
        re.MULTILINE,
        requires=(
            *("paciente", "trabajador", "usuari", "titular", "asegurad", "beneficiari", "gestante", "parturienta"),
            *("residente", "alumn", "menor", "lactante", "participante", "intern", "afiliad", "apellidos y"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a relative's or carer's field holding a name no list has: "Familiar: Wilmer Rangel (esposo)", "Esposa:
        # Yaritza, tel.", "Acompañante: Iker", "Conviviente: Wilber Apaza" (not "Madre:" nor "Padre:", which a family
        # history fills with conditions: es_familiar_campo_nombre_conocido)
        "es_familiar_nombre_desconocido",
        r"\b(?:[Ff]amiliar|[Aa]compañante|[Cc]ontacto|[Ee]spos[oa]|[Cc]ónyuge|[Cc]uidador[a]?|[Tt]utor[a]?|[Pp]areja"
        r"|[Rr]epresentante|[Cc]onviviente|[Ii]nformante|[Dd]eclarante)"
        r"[ \t]*:[ \t]*(?:(?:D|Dña|Sra?|Don|Doña)\.?[ \t]+)?"
        r"(?P<phi>" + _NOT_A_GIVEN_NAME + _NAME_AFTER_ROLE + r")" + _FIELD_VALUE_END,
        "NAME-RELATIVE",
        0.8,
        re.MULTILINE,
        requires=(
            "familiar",
            "acompañante",
            "contacto",
            "espos",
            "cónyuge",
            "cuidador",
            "tutor",
            "pareja",
            "representante",
            "conviviente",
            "informante",
            "declarante",
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a family history's relative named by a known given name: "- Hermano: Ezequiel, vive en Córdoba", "Abuelo
        # paterno: Giuseppe, nacido en Calabria", "Madre: Rosa Gil, 70 años" (not "Madre: HTA", "Padre: ictus")
        "es_familiar_campo_nombre_conocido",
        r"(?<![\w])(?i:" + _RELATIVE + r")(?:[ \t]+(?i:paterno|paterna|materno|materna|mayor|menor))?[ \t]*:[ \t]*"
        r"(?P<phi>(?=["
        + _UPPER
        + r"]["
        + _LOWER
        + r"]{2})(?:<<es_first_names>>|<<first_names>>)(?![\w-])"
        + rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_NOT_INSTITUTION}{_WORD}){{0,3}})"
        + r"(?=[ \t]*(?:[,.;(]|$))",
        "NAME-RELATIVE",
        0.75,
        re.MULTILINE,
        requires=_RELATIVE_TERMS,
        starts_with_required=True,  # tried where a relationship word starts, not at every word
    ),
    Pattern(
        # a clinician's field holding a name no list has: "Médica: Covadonga Fernández Rodil", "Enfermera: Itziar
        # Goikoetxea", "Fdo.: Pere Vidal i Comas", the theatre staff ("Arsenalera: Marcela Quiroz", "Instrumentadora:
        # Leidy Johana Carrillo", "Instrumentista: Rosaura"), who wrote the note ("Elaboró: Dra. Sofía Chaves Araya")
        # or made the call ("Llamada realizada por: Amaia Zubizarreta")
        "es_sanitario_nombre_desconocido",
        r"\b(?:[Mm]édica|[Ee]nfermer[oa]|[Ff]acultativ[oa]|[Ff]irmado|[Ff]do\.|[Mm]atrona|[Rr]esponsable|[Cc]irujan[oa]"
        r"|[Aa]yudante|[Aa]nestesi(?:sta|[óo]log[oa])|[Ii]nstrumentador[a]?|[Ii]nstrumentista|[Aa]rsenaler[oa]"
        r"|[Cc]irculante|[Ee]labor[óo]|[Rr]ealiz[óo]|[Rr]evis[óo]|[Oo]bstetra"
        r"|[Cc]onsejer[oa][ \t]+gen[ée]tic[oa]"  # "Consejera genética: Empar Tortosa"
        # a nurse or a resident written short ("Enf.: Edurne G.", "Enf. triaje: Ainhoa", "MIR: Arnau Puig")
        r"|(?<![\w.])Enf\.(?:[ \t]+(?:de[ \t]+)?(?:triaje|turno|referencia|guardia|planta|noche))?|(?<![\w-])MIR"
        r"|(?:[Ll]lamada[ \t]+)?[Rr]ealizada[ \t]+por)"
        r"(?:[ \t]+de[ \t]+la[ \t]+referencia)?"
        r"[ \t]*:[ \t]*(?:(?:Dra?|Prof|Lic|Obst|Méd|Cir)\.?[ \t]+)*"
        # or a known given name alone ("Instrumentista: Rosaura")
        # (or a known given name and the surname's initial: "Enf.: Edurne G.")
        r"(?P<phi>" + _UNKNOWN_NAME + r"|" + _KNOWN_GIVEN_NAME + _WORD + rf"(?:[ \t][{_UPPER}]\.)?)" + _FIELD_VALUE_END,
        "DOCTOR",
        0.85,
        re.MULTILINE,
        requires=(
            *("médica", "enfermer", "facultativ", "firmado", "fdo.", "matrona", "responsable", "cirujan", "ayudante"),
            *("anestesi", "instrument", "arsenaler", "circulante", "elabor", "realiz", "revis", "obstetra"),
            *("consejer", "enf.", "mir"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # the same field in a note in capitals ("ENFERMERA: AINHOA ZUBIZARRETA ARRIETA.", "MÉDICO RESPONSABLE: DRA.
        # ROSA QUISPE"): two to four words in capitals to the field's end
        "es_sanitario_mayusculas",
        r"\b(?:M[ÉE]DIC[OA](?:[ \t]+RESPONSABLE)?|ENFERMER[OA]|MATRONA|CIRUJAN[OA]|AYUDANTE|ANESTESI(?:STA|[ÓO]LOG[OA])"
        r"|INSTRUMENTADOR[A]?|RESPONSABLE|FDO\.|FIRMADO|ELABOR[ÓO]|REALIZ[ÓO])"
        r"[ \t]*:[ \t]*(?:(?:DRA?|LIC|ENF)\.?[ \t]+)*"
        r"(?P<phi>" + _CAPS_NAME + r"(?:[ \t]+(?:(?:DE|DEL|LA|Y)[ \t]+)?" + _CAPS_NAME + r"){1,3})" + _FIELD_VALUE_END,
        "DOCTOR",
        0.8,
        re.MULTILINE,
        requires=("médic", "medic", "enfermer", "matrona", "cirujan", "ayudante", "anestesi", "instrument"),
    ),
    Pattern(
        # a health worker's title before the name, as Latin America writes them: "atendido por Mat. Camila Riquelme"
        # (a midwife in Chile), "Obst. Carmen Ríos" (Peru), "Enf. Rosa Quispe" ("Lic." and "Lic. Enf.":
        # es_licenciado_titulo)
        "es_titulo_sanitario",
        r"\b(?:Mat|Obst|Enf)\.[ \t]+(?:(?:Enf|Obst)\.[ \t]+)?(?P<phi>" + _UNKNOWN_NAME + r")(?![\w-])",
        "DOCTOR",
        0.8,
        requires=("mat.", "obst.", "enf."),
    ),
    Pattern(
        # "Paciente" before a name no list holds, the name ending the phrase: "Asunto: Paciente Roser Bosch Ribas –
        # seguimiento", "nuestra paciente común Roser Bosch Ribas (CIP ..." (not "Paciente Pluripatológico Complejo")
        "es_paciente_sin_campo",
        r"\b[Pp]aciente(?:[ \t]+com[úu]n)?[ \t]+(?P<phi>" + _UNKNOWN_NAME + r")(?=[ \t]*(?:[(,;–—]|-[ \t]|$))",
        "PATIENT",
        0.8,
        re.MULTILINE,
        requires=("paciente",),
    ),
    Pattern(
        # a name before the tie in brackets: "me ha llamado Jordi (mi padre)", "Lucía Gil (su hija) firma"
        "es_nombre_ante_parentesco",
        r"(?<![\w-])(?P<phi>" + _NOT_A_GIVEN_NAME + _NAME_AFTER_ROLE + r")[ \t]*\([ \t]*(?i:mi|su|tu|sus|mis)[ \t]+"
        r"(?i:" + _RELATIVE + r")[ \t]*\)",
        "NAME-RELATIVE",
        0.8,
        prefilter=r"\([ \t]*(?i:mi|su|tu|sus|mis)[ \t]",
    ),
    Pattern(
        # a name no list holds before the patient's document: "Remito a Aitor Etxeberria Larrañaga (DNI 72584103K)",
        # "Ezequiel Sosa Benítez, DNI 31.456.789"
        "es_nombre_ante_documento",
        r"(?<![\w-])(?P<phi>"
        + _UNKNOWN_NAME
        + r")(?=[ \t]*[(,][ \t]*(?:DNI|NIE|NIF|NHC|CIP|C\.?I\.|RUT|CURP|DUI|NASS|TIS"
        r"|(?i:c[ée]dula|pasaporte))\b)",
        "PATIENT",
        0.8,
        prefilter=r"[(,][ \t]*(?:DNI|NIE|NIF|NHC|CIP|C\.?I\.|RUT|CURP|DUI|NASS|TIS|(?i:c[ée]dula|pasaporte))\b",
    ),
    Pattern(
        # a name of two to four capitalised words before the age, starting a line or a sentence or after "Paciente":
        # "Jhenny Quispe Mamani, de 29 años, natural de", "Paciente Sebastià Garau Mir, 47 años,"
        "es_nombre_antes_de_edad",
        # (a sentence's end after a word of four letters or more: not "Dña. Purificación ...", a title's)
        # or after the home it is ("se acude al domicilio de Nicomedes Llorente Peñalba, de 91 años")
        r"(?=[ \t]*[" + _UPPER + r"])(?:(?m:^)[ \t]*|(?<=\w{4}[.:][ \t])|(?<=\d[.:][ \t])|(?<=\b[Pp]aciente[ \t])"
        r"|(?<=\bdomicilio de )"
        r"|(?<=^[SOAP]:[ \t])|(?<=\n[SOAP]:[ \t]))"  # a SOAP note's line ("S: Wang Xiuying, 52 años, acude ...")
        r"(?P<phi>" + _UNKNOWN_NAME + r")(?=[ \t]*,[ \t]*(?:de[ \t]+)?\d{1,3}[ \t]+años\b)",
        "PATIENT",
        0.8,
        requires=("año",),
        prefilter=r",[ \t]*(?:de[ \t]+)?\d{1,3}[ \t]+años\b",
    ),
    Pattern(
        # the person a certificate or a report names as a citizen ("ha examinado a la ciudadana Yusmary Carolina
        # Fuenmayor Urdaneta, titular de la cédula", "el ciudadano Luis Pérez Ramos"), as Venezuela writes them
        "es_ciudadano_nombre",
        r"\b[Cc]iudadan[oa][ \t]+(?P<phi>" + _UNKNOWN_NAME + r")(?![\w-])",
        "PATIENT",
        0.8,
        requires=("ciudadan",),
    ),
    Pattern(
        # a name of two to four capitalised words after the age that opens a history, set off by commas: "Lactante
        # de 7 meses, Derlis Ramón Benítez Aquino, HC 245781", "Varón de 45 años, Koldo Arbizu Ezcurra, acude"
        "es_nombre_tras_edad",
        r"\b(?:[Ll]actante|[Nn]eonato|[Pp]aciente|[Vv]ar[óo]n|[Mm]ujer|[Hh]ombre|[Nn]iñ[oa]|[Ee]scolar|[Pp]reescolar"
        r"|[Aa]dolescente)[ \t]+de[ \t]+\d{1,3}[ \t]+(?:años|meses|días|semanas)[ \t]*,[ \t]*"
        r"(?P<phi>" + _UNKNOWN_NAME + r")(?=[ \t]*,)",
        "PATIENT",
        0.8,
        requires=("año", "mes", "día", "semana"),
        prefilter=r"\d[ \t]+(?:años|meses|días|semanas)[ \t]*,[ \t]*[" + _UPPER + r"]",
    ),
    Pattern(
        "es_nhc",  # "NHC: 2569870", "HC: 1.234.567", "Historia clínica nº 448213"
        # with whose it is: "NHC RN: 5523018", "NHC madre: 4410276"
        r"(?:\b(?:NHC|nhc|Nhc)(?:[ \t]+(?:RN|madre|padre|materno|del[ \t]+(?:RN|reci[ée]n[ \t]+nacido)))?[ \t]*:?"
        r"|\bH\.?C\.?[ \t]*:"
        r"|\b(?:N[º°o]|n[º°])\.?[ \t]*(?:de[ \t]+)?(?:[Hh]istoria|HISTORIA)"
        r"(?:[ \t]+(?:[Cc]l[íi]nica|CL[ÍI]NICA))?[ \t]*:?"
        r"|\b(?:[Hh]istoria[ \t]+[Cc]l[íi]nica|HISTORIA[ \t]+CL[ÍI]NICA)(?:[ \t]+(?:[Nn][º°o]\.?|n[úu]mero|N[ÚU]MERO))?"
        r"[ \t]*:?)"
        r"[ \t]*(?P<phi>[A-Za-z-]*\d(?:[\w-]|\.(?=\d))*)",
        "MEDICALRECORD",
        0.95,
        requires=("nhc", "hc", "h.c", "historia"),
    ),
    Pattern(
        "es_nass",  # "NASS: 28 1234567890", "Nº SS: 28/12345678/90", "nº de la Seguridad Social 281234567890"
        r"(?:\bNASS|\bN\.?S\.?S\.?|\bN[º°o]\.?[ \t]*(?:de[ \t]+)?S\.?S\.?"
        r"|\b(?:[Ss]eguridad[ \t]+[Ss]ocial|SEGURIDAD[ \t]+SOCIAL))(?:[ \t]+IMSS)?[ \t]*:?[ \t]*"  # "NSS IMSS 1298 77"
        r"(?:n[º°o]\.?[ \t]*)?(?P<phi>\d[\d \t/-]*\d)",
        "HEALTHPLAN",
        0.95,
        requires=("nass", "nss", "n.s.s", "ss", "s.s", "seguridad"),
    ),
    Pattern("es_codigo_con_guiones", HYPHENATED_CODE, "IDNUM", 0.6, prefilter=r"[A-Z]-\d{4}"),  # "Ficha: CRIT-PY-08817"
    Pattern(
        "es_afiliado",  # "Obra social: OSDE, afiliado Nº 61-234567-8/01", "credencial 0012-3456"
        r"\b(?:[Aa]filiad[oa]|AFILIAD[OA]|[Cc]redencial|CREDENCIAL)"
        r"[ \t]*(?:n[º°o]\.?|N[º°O]\.?|número|#)?[ \t]*:?[ \t]*(?P<phi>\d[\d./-]*\d)",
        "HEALTHPLAN",
        0.9,
        requires=("afiliad", "credencial"),
    ),
    Pattern(
        # a public health or social security institution by its name ("UMF No. 28, IMSS, Monterrey", "afiliado a
        # EsSalud", "PAMI"): MEDDOCAN's institution
        "es_institucion_salud",
        r"\b(?P<phi>IMSS-Bienestar|IMSS|ISSSTE|INSABI|EsSalud|ESSALUD|PAMI|IOMA|FONASA|Fonasa|Seguro[ \t]+Popular"
        r"|SERGAS|SESCAM"
        r"|SUMMA[ \t]+112|SAMUR(?:-Protecci[óo]n[ \t]+Civil)?|ECU[ \t]?911|Osakidetza|OSAKIDETZA|SERMAS|Sacyl|SACYL"
        r"|Ib-Salut"
        # the regional health services of Spain ("Servicio Extremeño de Salud", "Servei Català de la Salut")
        r"|Servicio[ \t]+(?:Andaluz|Extreme[ñn]o|Canario|Murciano|Riojano|Gallego|Vasco|Navarro|C[áa]ntabro"
        r"|Aragon[ée]s|Madrile[ñn]o|Valenciano|Balear|Asturiano)[ \t]+de[ \t]+(?:la[ \t]+)?Salud"
        r"|(?:Servei|Institut)[ \t]+Catal[àa][ \t]+de[ \t]+la[ \t]+Salut|Osasunbidea|SESPA"
        # ministries of health (Chile, El Salvador; Peru, Panama, Nicaragua: not the code of "código MINSA 34521"),
        # Uruguay's national resources fund, Tucumán's provincial health system, the Basque ambulance service
        r"|MINSAL|MINSA(?![ \t]*\d)|FNR|SIPROSA|DYA"
        # Colombia's family welfare institute, Spain's and Latin America's emergency services, Spain's mutual
        # insurers for work accidents, an occupational health service
        r"|ICBF|SAMU|Ibermutua|Fremap|FREMAP|Asepeyo|Umivale|Solimat|Mutua[ \t]+Universal|MC[ \t]+Mutual"
        r"|Quir[óo]nprevenci[óo]n"
        # Uruguay's public provider and social security, Costa Rica's, Peru's public insurance, the Dominican
        # insurer, an Argentine insurer (in capitals only: "sis" is no name)
        r"|ASSE|BPS|CCSS|(?i:caja[ \t]+costarricense[ \t]+de[ \t]+seguro[ \t]+social)|SIS|SENASA|OSDE"
        # Ecuador's and Panama's social security, Bolivia's public insurance (after "el", "al", "del" in lower case:
        # "SUS" in capitals is "sus"), the Red Cross
        r"|IESS|Caja[ \t]+de[ \t]+Seguro[ \t]+Social|(?:(?<=\bel[ \t])|(?<=\bal[ \t])|(?<=\bdel[ \t])|(?<=\())SUS"
        # Guatemala's social security, Costa Rica's insurer (after "del", "al", "el": "INS" alone may be insulin),
        # an insurance field's value ("Seguro: SUS"), the Dominican health service, Spain's civil servants' mutual
        # funds and private insurers, a Puerto Rican health plan
        r"|IGSS|(?:(?<=\bel[ \t])|(?<=\bal[ \t])|(?<=\bdel[ \t]))INS|(?<=Seguro:[ \t])SUS"
        r"|Servicio[ \t]+Nacional[ \t]+de[ \t]+Salud|MUFACE|Muface|ISFAS|MUGEJU|Adeslas|ADESLAS|Asisa|ASISA"
        r"|Sanitas|SANITAS|DKV|Mapfre|MAPFRE|Triple-S(?:[ \t]+(?:Advantage|Salud|Vital))?"
        # Uruguay's mutual provider, a Spanish work-accident mutual, Ecuador's farmers' insurance, Argentine insurers
        r"|CASMU|MAZ|Seguro[ \t]+Social[ \t]+Campesino|Seguro[ \t]+Campesino|Swiss[ \t]+Medical|OMINT"
        # the Dominican insurer as written in a message, Nicaragua's social security, Mexico's family agency (after
        # "del", "el", "al"), emergency and rescue bodies, Chile's police
        r"|Senasa|INSS|(?:(?<=\bel[ \t])|(?<=\bal[ \t])|(?<=\bdel[ \t]))DIF|Protecci[óo]n[ \t]+Civil"
        r"|Comandos[ \t]+de[ \t]+Salvamento|Carabineros"
        # Honduras' social security, firefighters and police forces by name
        r"|IHSS|Cuerpo[ \t]+de[ \t]+Bomberos|Polic[íi]a[ \t]+Nacional|Mossos[ \t]+d['\u2019]Esquadra|Ertzaintza"
        r"|Cruz[ \t]+Roja(?:[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+)?|CRUZ[ \t]+ROJA(?:[ \t]+[" + _UPPER + r"]{4,})?"
        # Bolivia's social security funds, Uruguay's emergency service, Colombia's insurers
        r"|(?i:caja[ \t]+(?:nacional|petrolera|bancaria[ \t]+estatal)[ \t]+de[ \t]+salud)|SEMM"
        r"|Nueva[ \t]+EPS|EPS[ \t]+Sura|Sanitas[ \t]+EPS|Coomeva[ \t]+EPS|Salud[ \t]+Total[ \t]+EPS)"
        r"(?![\w-])",
        "ORGANIZATION",
        0.8,
        requires=(
            *("imss", "issste", "insabi", "essalud", "pami", "ioma", "fonasa", "seguro popular", "sergas", "sescam"),
            *("osakidetza", "sermas", "sacyl", "ib-salut", "andaluz", "summa", "samur", "asse", "bps", "ccss"),
            *("costarricense", "sis", "senasa", "osde", "iess", "caja de seguro", "sus", "cruz roja"),
            *(
                "caja nacional",
                "caja petrolera",
                "caja bancaria",
                "semm",
                "eps",
                "ihss",
                "bomberos",
                "policía nacional",
            ),
            *("policia nacional", "mossos", "ertzaintza"),
            *("servicio", "servei", "institut", "osasunbidea", "sespa", "minsa", "fnr", "siprosa", "dya"),
            *("ecu 911", "ecu911"),
            *("campesino", "inss", "dif", "protección civil", "proteccion civil", "comandos de", "carabineros"),
            *("icbf", "samu", "ibermutua", "fremap", "asepeyo", "umivale", "solimat", "mutua universal", "mc mutual"),
            *("quirónprevención", "quironprevencion", "quirónprevencion", "quironprevención"),
            *("igss", "ins", "nacional de salud", "muface", "isfas", "mugeju", "adeslas", "asisa", "sanitas", "dkv"),
            *("mapfre", "triple-s", "casmu", "maz", "seguro social campesino", "swiss medical", "omint"),
        ),
    ),
    Pattern(
        # a health insurer by its kind ("Afiliada a Famisanar EPS", "EPS Sanitas", "Isapre Colmena", "obra social
        # OSDE", "prepaga Swiss Medical"): MEDDOCAN's institution
        "es_aseguradora",
        r"\b(?:EPS|ARS|(?i:isapre|obra[ \t]+social|prepaga|mutua|mutualista|aseguradora))[ \t]*:?[ \t]+"
        rf"(?P<phi>(?!(?i:de|del|la|el|que|y)\b)[{_UPPER}][\w]+(?:[ \t]+[{_UPPER}][\w]+){{0,2}})",
        "ORGANIZATION",
        0.75,
        requires=("eps", "ars", "isapre", "obra", "prepaga", "mutua", "aseguradora"),
    ),
    Pattern(
        # the same named before its kind ("Afiliada a Famisanar EPS")
        "es_aseguradora_antes",
        rf"(?<![\w])(?P<phi>[{_UPPER}][\w]+(?:[ \t]+[{_UPPER}][\w]+){{0,2}})(?=[ \t]+(?:EPS|ARS)\b(?![ \t]*\d))",
        "ORGANIZATION",
        0.75,
        requires=("eps", "ars"),
    ),
    Pattern(
        "es_habitacion",  # "la paciente de la habitación 412", "Hab. 12B"
        r"\b(?:[Hh]abitaci[óo]n|HABITACI[ÓO]N|[Hh]ab\.)[ \t]*(?:n[º°o]\.?[ \t]*)?:?[ \t]*"
        r"(?P<phi>\d{1,4}(?:-?[A-Za-z])?)(?![\w/.,-]?\d)",
        "ROOM",
        0.85,
        requires=("habitaci", "hab."),
    ),
    Pattern(
        "es_domicilio",  # in Catalan and Galician too ("Adreça: Carrer de Benicarló 9, pta. 6, València", "Enderezo:")
        r"^[ \t]*(?i:domicilio|adre[çc]a|enderezo):" + _LINE_VALUE,
        "STREET",
        0.95,
        re.MULTILINE,
        requires=("domicilio:", "adreça:", "adreca:", "enderezo:"),
    ),
    Pattern(
        # Latin America's address field where no street's word starts it ("Dirección: Parcelas Vieques, Loíza",
        # "Dirección: Barrio Lindo, casa 14"); a street's type is the street rules' ("Dirección: C/ Lavapiés, 94")
        "es_direccion_sin_calle",
        r"^[ \t]*(?i:direcci[óo]n):(?![ \t]*(?:" + _STREET_TYPE + r"|\d))" + _LINE_VALUE,
        "STREET",
        0.9,
        re.MULTILINE,
        requires=("dirección:", "direccion:"),
    ),
    Pattern(
        "es_localidad",
        r"^[ \t]*(?i:localidad)[ \t]*/[ \t]*(?i:provincia):" + _LINE_VALUE,
        "CITY",
        0.95,
        re.MULTILINE,
        requires=("localidad",),
    ),
    Pattern(
        # the origin or residence field of a history: "Procedencia: Boaco", "Residencia: Villa El Salvador, Lima"
        "es_procedencia",
        r"\b(?:[Pp]rocedencia|[Rr]esidencia|[Oo]rigen|[Ll]ugar[ \t]+de[ \t]+(?:nacimiento|residencia)"
        # a village's, a hamlet's or a district's field of a rural history ("Aldea: Chuicaxtún", "Vereda: La
        # Esperanza", "Comunidad: Chinchero", "Corregimiento: San Antonio")
        r"|[Aa]ldea|[Cc]aser[íi]o|[Vv]ereda|[Cc]omunidad|[Cc]orregimiento|[Mm]unicipio|[Pp]oblado|[Cc]ant[óo]n)"
        r"[ \t]*:[ \t]*"
        r"(?P<phi>"
        + _NOT_INSTITUTION
        + _NOT_A_WARD
        + r"(?:(?:El|La|Los|Las|O|A)[ \t]+)?"
        + _WORD
        + r"(?:[ \t]+(?:de(?:[ \t]+la)?|del)[ \t]+"
        + _WORD
        + r"|[ \t]+"
        + _WORD
        + r"){0,3})"
        + _FIELD_VALUE_END,
        "CITY",
        0.8,
        re.MULTILINE,
        requires=(
            *("procedencia", "residencia", "origen", "lugar de", "aldea", "caserío", "caserio", "vereda", "comunidad"),
            *("corregimiento", "municipio", "poblado", "cantón", "canton"),
        ),
    ),
    Pattern(
        # the same in a note in capitals: "LUGAR DE NACIMIENTO: JULIACA - PUNO", "PROCEDENCIA: SAN JUAN DE
        # LURIGANCHO"; up to four words, to the field's end or a dash before the region
        "es_procedencia_mayusculas",
        r"\b(?:PROCEDENCIA|RESIDENCIA|ORIGEN|LUGAR[ \t]+DE[ \t]+(?:NACIMIENTO|RESIDENCIA|PROCEDENCIA)"
        r"|NATURAL[ \t]+DE|PROCEDENTE[ \t]+DE)[ \t]*:[ \t]*"
        r"(?P<phi>(?!(?:HOSPITAL|CENTRO|CL[ÍI]NICA|SERVICIO|DOMICILIO)\b)[A-ZÁÉÍÓÚÑ]{2,}"
        r"(?:[ \t]+(?:(?:DE|DEL|LA|LAS|LOS|EL)[ \t]+)*[A-ZÁÉÍÓÚÑ]{2,}){0,3})"
        r"(?=[ \t]*(?:$|[,;(]|\t|[ \t]{2}|\.(?:[ \t]|$)|[-–—][ \t]))",
        "CITY",
        0.8,
        re.MULTILINE,
        requires=("procedencia", "residencia", "origen", "lugar de", "natural de", "procedente de"),
    ),
    Pattern(
        # where a Colombian identity card was issued, after its number ("cédula de ciudadanía 39.654.218 de
        # Fusagasugá", "C.C. 1.020.345.678 expedida en Bogotá")
        "es_cedula_expedida_en",
        r"(?:(?i:c[ée]dula(?:[ \t]+de[ \t]+ciudadan[íi]a)?)|C\.[ \t]?C\.|CC)[ \t]*(?:N[º°o]\.?)?[ \t]*[:.]?[ \t]*"
        r"\d[\d.]{5,14}\d[ \t]+(?:de|expedida[ \t]+en)[ \t]+"
        rf"(?P<phi>{_WORD}(?:[ \t]+(?:de[ \t]+)?{_WORD}){{0,2}})",
        "CITY",
        0.8,
        requires=("cédula", "cedula", "c.c", "c. c", "cc"),
    ),
    *(
        Pattern(
            # the second and third places of an origin field, after commas ("PROCEDENCIA: CANTÓN EL ESPINAL,
            # JIQUILISCO, USULUTÁN", "Procedencia: Santa Rosa, Andahuaylas, Apurímac"): a town, a province, a region
            f"es_procedencia_lugar_{position}",
            r"^[ \t]*(?i:procedencia|residencia|origen|lugar[ \t]+de[ \t]+(?:nacimiento|residencia|procedencia))"
            r"[ \t]*:[ \t]*"
            + rf"(?:[^,;:\n]{{2,40}},[ \t]*){{{position - 1}}}"
            + rf"(?P<phi>(?:(?:El|La|Los|Las|EL|LA|LOS|LAS)[ \t]+)?[{_UPPER}][{_LOWER}]+"
            + rf"(?:[ \t]+(?:(?:de|del|DE|DEL)[ \t]+)?[{_UPPER}][{_LOWER}]+){{0,3}}"
            + rf"|(?:(?:EL|LA|LOS|LAS)[ \t]+)?[{_UPPER}]{{3,}}(?:[ \t]+(?:(?:DE|DEL)[ \t]+)?[{_UPPER}]{{2,}}){{0,3}})"
            + r"(?=[ \t]*(?:$|[,;(.]|[ \t]{2}))",
            "CITY",
            0.75,
            re.MULTILINE,
            requires=("procedencia", "residencia", "origen", "lugar de"),
        )
        for position in (2, 3)
    ),
    Pattern(
        # the town of a home ("encamado, domicilio en O Carballiño"), tried where the word starts (every MEDDOCAN
        # note has a "Domicilio:" field)
        "es_domicilio_en",
        r"(?i:domicilio|domiciliad[oa])[ \t]+en[ \t]+" + _TOWN_AFTER_ITS_CUE,
        "CITY",
        0.8,
        requires=("domicili",),
        starts_with_required=True,
    ),
    Pattern(
        "es_natural_de",  # "natural de Reinosa (Cantabria)", "vecina de Torrelavega", "residente en Getafe"
        r"\b(?i:natural|nacid[oa]|originari[oa]|oriund[oa]|vecin[oa]|residente|procedente|viv[oe]|viven|vivimos|viv[íi]a"
        r"|soy|somos|son|resid[eií]a?|residen"
        # a note's shorthand of where from and where living ("orig y resid de Ecatepec", "resid. en Soacha")
        r"|orig\.?(?:[ \t]+y[ \t]+resid\.?)?|resid\."
        # who travels from the town ("quien viaja desde Pérez Zeledón", "llegó desde Ciudad del Este")
        r"|(?:viaja|viajó|viene|vino|llega|llegó)(?=[ \t]+desde\b))"
        r"(?:[ \t]+(?i:sol[oa]|actualmente|ahora|habitualmente))?"  # "Vive solo en Corias"
        r"[ \t]+(?:de|en|desde)(?:[ \t]*:)?[ \t]+" + _TOWN_AFTER_ITS_CUE,  # a field's colon too ("Natural de: Nador")
        "CITY",
        0.8,
        requires=(
            *("natural", "nacid", "originari", "orig", "vecin", "resid", "procedente", "viv", "soy", "somos", "son "),
            *("viaj", "viene", "vino", "lleg", "oriund"),
        ),
    ),
    Pattern(
        # a town in a field of a header or a form ("Localidad: Santa María Albarradas", "Municipio: Talanga",
        # "Lugar de residencia: Guamote")
        "es_localidad_en_campo",
        r"\b(?:Localidad|LOCALIDAD|Municipio|MUNICIPIO|Lugar[ \t]+de[ \t]+(?:residencia|nacimiento|procedencia))"
        r"[ \t]*:[ \t]*" + _TOWN_AFTER_ITS_CUE,
        "CITY",
        0.8,
        requires=("localidad", "municipio", "lugar de"),
        starts_with_required=True,
    ),
    Pattern(
        # a town in brackets after a hospital or a health centre ("atendido en Hospital El Cruce (Florencio
        # Varela)", "CESAMO Alonso Suazo (Tegucigalpa)")
        "es_pueblo_tras_centro_entre_parentesis",
        r"\b(?:Hospital|HOSPITAL|Cl[íi]nica|Centro[ \t]+de[ \t]+Salud|Sanatorio|Policl[íi]nico|CESFAM|Cesfam|CESAMO)"
        r"\b[^\n()]{1,60}?\([ \t]*" + _TOWN_AFTER_ITS_CUE + r"[ \t]*\)",
        "CITY",
        0.75,
        requires=("hospital", "clínica", "clinica", "centro de salud", "sanatorio", "policl", "cesfam", "cesamo"),
        starts_with_required=True,
    ),
    Pattern(
        # a town before its province or state in brackets ("Zumaia (Gipuzkoa)", "Villanueva de la Serena (Badajoz)",
        # "Santa Rosa de Cabal (Risaralda)"); not a person's name before it ("Dr. Pérez (Madrid)")
        "es_pueblo_ante_provincia",
        r"(?<![\w-])(?<!Dr\.[ \t])(?<!Dra\.[ \t])"
        + _TOWN_BEFORE_A_BRACKET
        + r"(?=(?:<<es_cities>>|"
        + region_alternation(AMERICAN_REGIONS)
        + r")[ \t]*\))",
        "CITY",
        0.75,
        validator=lambda town: not _is_a_country(town),
        prefilter=r"\([ \t]*["
        + _UPPER
        + r"]["
        + _LOWER
        + r"]+(?:[ \t]+["
        + _UPPER
        + r"a-z]["
        + _LOWER
        + r"]+)*[ \t]*\)",
    ),
    Pattern(
        # a town before its country in brackets ("Desplazada desde Járkiv (Ucrania)", "natural de Iași (Rumanía)")
        "es_pueblo_ante_pais",
        r"(?<![\w-])" + _TOWN_BEFORE_A_BRACKET + r"(?=(?:<<es_countries>>|<<es_country_names>>)[ \t]*\))",
        "CITY",
        0.8,
        validator=lambda town: not _is_a_country(town),
        prefilter=r"\([ \t]*[" + _UPPER + r"][" + _LOWER + r"]+[ \t]*\)",
    ),
    Pattern(
        # a neighbourhood, village or district in running text: "vive en el barrio de Ruzafa", "el barrio del
        # Carmen", "la urbanización Los Pinos", "comunidad campesina de Amaru, distrito de Pisac", "la vereda El
        # Salitre", "aldea Sesajal", "cantón Chuisuc", "población Mirasol", "sector Pueblo Nuevo", "reparto Caribe",
        # "asentamiento La Fortaleza", "departamento de Guairá" (the word in lower case: "Centro de Salud
        # Barrio del Pilar" is a centre, "del Barrio" a surname, "Comunidad de Madrid" a region); a town after
        # "pueblo de", "municipio de": es_localidad_tras_nombre_comun
        "es_barrio",
        r"\b(?:barrio|barriada|[Uu]rbanizaci[óo]n|colonia|distrito|aldea|cant[óo]n|vereda|corregimiento|poblaci[óo]n"
        r"|provincia|parroquia|compañ[íi]a(?=[ \t]+[" + _UPPER + r"])|sector|reparto|asentamiento|ejido"
        r"|fraccionamiento|departamento[ \t]+de(?=[ \t]+["
        + _UPPER
        + r"])|ensanche|ENSANCHE|comarca|municipio(?=[ \t]+["
        + _UPPER
        + r"])"
        r"|comunidad(?:[ \t]+(?:campesina|nativa|ind[íi]gena))?"
        # a zone of a town ("zona Villa Copacabana", "Calle El Conde No. 254, Zona Colonial")
        r"|zona(?=[ \t]+[" + _UPPER + r"])|(?<=,[ \t])Zona)"
        r"[ \t]+(?:(?:de|del)[ \t]+)?(?:(?:la|las|los|el)[ \t]+)?"
        r"(?P<phi>" + _NOT_A_WARD + _PLACE_NAME + r")",  # not "el departamento de Cirugía ..."
        "CITY",
        0.8,
        requires=(
            *("barri", "urbaniza", "colonia", "distrito", "aldea", "cantón", "canton", "vereda", "corregimiento"),
            *("població", "poblacio", "comunidad", "provincia", "parroquia", "compañía", "compania", "sector"),
            *(
                "reparto",
                "asentamiento",
                "ejido",
                "fraccionamiento",
                "departamento",
                "ensanche",
                "comarca",
                "municipio",
                "zona",
            ),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a neighbourhood whose name holds its word, after "en", "por", a comma or a field's colon: "vive sola en
        # Barrio Obrero, Santurce", "Residencia: Compañía Ñu Pyahu, distrito de ..." (not "Centro de Salud Barrio del
        # Pilar", nor the surname of "Juan del Barrio Pérez")
        "es_barrio_con_nombre",
        r"(?:\b(?:en|por)|[,:])[ \t]+(?P<phi>(?:Barrio|Barriada|Colonia|Compañ[íi]a|Reparto|Sector|Asentamiento"
        r"|Caser[íi]o|Bo\."  # Puerto Rico's "Bo. Farallón"
        r"|Fraccionamiento|Ejido)[ \t]+(?:(?:de|del)[ \t]+)?(?:(?:La|Las|Los|El)[ \t]+)?" + _PLACE_NAME + r")",
        "CITY",
        0.8,
        requires=(
            *("barri", "colonia", "compañía", "compania", "reparto", "sector", "asentamiento", "caser"),
            *("fracciona", "bo."),
        ),
    ),
    Pattern(
        # the town of a health centre or hospital written in lower case before it ("la matrona del centro de salud de
        # Arganda", "el hospital de Jove"): a capitalised word after it
        "es_lugar_tras_centro",
        r"\b(?:centro[ \t]+de[ \t]+salud|hospital|ambulatorio|consultorio|cl[íi]nica)[ \t]+(?:de|del)[ \t]+"
        r"(?:(?:la|las|los|el)[ \t]+)?(?P<phi>"
        + _NOT_INSTITUTION
        + _WORD
        + r"(?:[ \t]+(?:del?|la)[ \t]+"
        + _WORD
        + r")?)",
        "CITY",
        0.75,
        requires=("centro de salud", "hospital", "ambulatorio", "consultorio", "clínica", "clinica"),
    ),
    Pattern(
        # a town named after a word for one ("vive solo en un caserío de Azpeitia", "el pueblo de Villanueva de la
        # Serena", "la localidad de Mieres")
        "es_localidad_tras_nombre_comun",
        r"\b(?i:pueblo|localidad|municipio|aldea|caser[íi]o|pedan[íi]a|parroquia|comarca|villa)[ \t]+(?:de|del)[ \t]+"
        r"(?:(?:la|las|los|el)[ \t]+)?(?P<phi>" + _NOT_INSTITUTION + _PLACE_NAME + r")",
        "CITY",
        0.8,
        requires=("pueblo", "localidad", "municipio", "aldea", "caser", "pedan", "parroquia", "comarca", "villa"),
    ),
    Pattern(
        # a town of the Spanish-speaking countries that no other list holds (GeoNames, 1,000 inhabitants or more:
        # "es_towns", a list for rules only) after a preposition: "vive en Beasain", "desde Santoña", "trasladado a
        # Guasca", "natural de Luque"; capitalised; "de" after a word in lower case or a comma only (not "Hospital
        # General de Segovia", "Gómez de Rueda", "Santiago de Compostela": those are the institution's, name's or
        # town's own), nor before a capitalised word ("y de Ruiz Castañeda": a name) or after an eponym's cue ("prueba
        # de Allen")
        "es_pueblo_tras_preposicion",
        r"(?<=[ \t])"
        + _CAPITAL_THEN_LOWER
        + _town_after_preposition_context()
        + _SMALL_TOWN_ENTRY
        + r"(?![\w-]|[ \t]+["
        + _UPPER
        + r"][a-zñáéíóúü])",
        "CITY",
        0.65,  # below the gazetteer of the larger towns ("territorio_nombre"), which keeps the same span
    ),
    Pattern(
        # a city abroad by its Spanish name, capitalised, wherever it stands
        "es_ciudad_extranjera",
        r"(?<![\w-])(?P<phi>"
        + "|".join(city.replace(" ", r"[ \t]+") for city in sorted(_FOREIGN_CITIES_ES, key=len, reverse=True))
        + r")(?![\w-]|[ \t]+[A-Z][a-z])",  # (not a firm named after it: "Boston Scientific Co.")
        "CITY",
        0.7,
        requires=tuple(sorted({city.split()[0].lower() for city in _FOREIGN_CITIES_ES})),
        starts_with_required=True,
    ),
    Pattern(
        # a town of "es_towns" in brackets after a place, an institution or an employer: "Fundiciones Urola
        # (Azpeitia)", "Hospital Carmen y Severo Ochoa (Cangas del Narcea)", "Cruce de Arinaga (Agüimes)"
        "es_pueblo_entre_parentesis",
        r"\((?P<phi>" + _SMALL_TOWN + r")(?=\))",
        "CITY",
        0.65,
        requires=("(",),
    ),
    Pattern(
        # a town of "es_towns" heading a letter before its date: "Reinosa, 12 de febrero de 2024", "Alcañiz, 19 de
        # septiembre de 2023"
        "es_pueblo_ante_fecha",
        r"^[ \t]*(?P<phi>" + _SMALL_TOWN + r")"
        r"(?=[ \t]*,[ \t]*(?:a[ \t]+)?\d{1,2}[ \t]+de[ \t]+" + _MONTH + r")",
        "CITY",
        0.65,
        re.MULTILINE,
        prefilter=r",[ \t]*(?:a[ \t]+)?\d{1,2}[ \t]+de[ \t]+[A-Za-z]",
    ),
    Pattern(
        # where a certificate or letter was signed, before its date: "En València, a 3 de abril de 2024", "En San
        # Cristóbal de La Laguna, a 12 de mayo"
        "es_lugar_de_firma",
        r"^[ \t]*[Ee]n[ \t]+(?P<phi>["
        + _UPPER
        + r"][\w'-]+(?:[ \t]+(?:(?:de|del|la|las|los)[ \t]+)*["
        + _UPPER
        + r"][\w'-]+){0,3})"
        r"[ \t]*,[ \t]*a[ \t]+\d{1,2}[ \t]+de[ \t]+" + _MONTH,
        "CITY",
        0.85,
        re.MULTILINE,
        prefilter=r",[ \t]*a[ \t]+\d",
    ),
    Pattern(
        # a town of "es_towns" before a comma and its region, town or country: "domiciliada en Rengos, Asturias",
        # "CAPS Barrio Ceferino – Esquel, Chubut", "Baracoa, Guantánamo, Cuba"; the whole run of capitalised words
        # before the comma must be the town (not "Juan Luque, Madrid", a name, nor "Hospital de Manises, Valencia")
        "es_pueblo_ante_region",
        r"(?<![\w-])(?P<phi>["
        + _UPPER
        + r"][\w'-]+(?:[ \t]+(?:(?:de|del|la|las|los|el)[ \t]+){0,2}["
        + _UPPER
        + r"][\w'-]+){0,3})"
        r"(?=,[ \t]*(?:<<es_cities>>|<<es_countries>>|<<es_country_names>>|"
        + _SMALL_TOWN_ENTRY
        + "|"
        + region_alternation(AMERICAN_REGIONS)
        + r")(?![\w-]))",
        "CITY",
        0.65,
        validator=_is_a_small_town,
        prefilter=r"[a-zñáéíóúü],[ \t]*[" + _UPPER + r"]",
    ),
    Pattern(
        # a Spanish road by its code after a word for it ("accidente de tráfico en la A-7", "por la N-340", "la
        # autovía AP-7"); not a vertebra ("la C-3")
        "es_carretera",
        r"\b(?i:la|autov[íi]a|autopista|carretera|circunvalaci[óo]n)[ \t]+(?P<phi>(?:A|AP|N|M|R|AG|AS|BU|CA|CM|CV|EX"
        r"|GR|MA|SE|V|TF|GC|PA|MU|BI|GI|LE|LU|OU|PO|SA|SG|SO|TO|VA|ZA|HU|TE|CS|AV|CC|CR|CU|GU|LO|NA|PM)-\d{1,3})\b",
        "STREET",
        0.8,
        requires=("la", "autov", "autopista", "carretera", "circunvalaci"),
        prefilter=r"\b[A-Z]{1,2}-\d",
    ),
    Pattern(
        "es_cp",
        r"\b(?i:CP|C\.P\.|C\.P|CP\.|Código postal)[ \t]*:?[ \t]*(?P<phi>\d{4,5})\b",
        "ZIP",
        0.95,
        requires=("cp", "c.p", "código postal"),
    ),
    Pattern(
        "es_pais",
        r"^[ \t]*(?i:país|pais)(?:[ \t]+(?i:de)[ \t]+(?i:nacimiento))?:" + _LINE_VALUE,
        "COUNTRY",
        0.95,
        re.MULTILINE,
        requires=("país",),
    ),
    Pattern(
        "es_edad",
        r"\b(?:Edad|EDAD|edad|Edat|EDAT)[ \t]*:?[ \t]*(?P<phi>\d{1,3}(?!\d)"  # (Catalan: "Edat: 33 anys")
        r"(?:[ \t]*(?i:años|año|anys|meses|mes|d[íi]as|d[íi]a|semanas|a)(?![\w])(?:[ \t]+(?i:y[ \t]+medio))?"
        # the months after the years ("Edad: 2 años 4 meses", "1 año y 3 meses")
        r"(?:(?:(?<=[Aa][ñÑ][oO][sS])|(?<=[Aa][ñÑ][oO]))[ \t]+(?:(?i:y)[ \t]+)?\d{1,2}[ \t]+(?i:meses|mes))?)?"
        r"|(?i:"
        + _TENS_IN_WORDS
        + r")(?:[ \t]*\(\d{1,3}\))?[ \t]+(?i:años|año))"  # "noventa y un años", "VEINTIOCHO (28) AÑOS"
        r"(?![ \t]*(?i:mm|cm|kg|g|ml|%))",  # not a measurement ("percentil 5 para su edad: 43 mmHg")
        "AGE",
        0.95,
        requires=("edad", "edat"),
    ),
    Pattern(
        "es_sexo",  # "Sexo: Femenino", "Sexo H"; in lower case with its colon only ("sexo: f", not "sexo seguro")
        r"(?:\b(?:Sexo|SEXO)[ \t]*:?|\bsexo[ \t]*:)[ \t]*(?P<phi>[^\s.,;]+)",
        "OTHER",
        0.95,
        requires=("sexo",),
    ),
    Pattern(
        "es_medico",
        # the name up to the licence number (after a dash too: "Dr. Sebastián Gorostiaga – MN 148.902"), the line's
        # end or an address on the same line; a title before it is no part of it ("Médico: Dra. Cristina Cis
        # Spoturno"), and a case report is no name ("Médico: Paciente ...")
        r"\bMédico[ \t]*:[ \t]*(?:Dra?\.[ \t]*)?(?P<phi>"
        + _NOT_INSTITUTION
        + r"(?!N[º°o][ \t]*Col|Cirug|Paciente)["
        + _UPPER
        # (or up to a gap before the next field: "Médico: Dr. Álvaro Montes de Oca Rivas   N.º colegiado 41/10928")
        + r"][^\n]*?)(?=[ \t]*\.?[ \t]*(?:N\.?[º°o]\.?[ \t]*(?i:col)|$)|[ \t]*,|[ \t]+[-\u2013\u2014][ \t]|[ \t]{3}"
        r"|[ \t]+(?:Avda|Avenida|Calle|C/|Plaza|Pza|Paseo|Servicio|Hospital|Unidad)\b)",
        "DOCTOR",
        0.95,
        re.MULTILINE,
        requires=("médico",),
    ),
    Pattern(
        # the same header line in a note in one case, its name up to the licence number, the line's end or an
        # address ("médico: cynthia binelli nºcol: 28 28 25011", "MÉDICO: NIKOLAOS ANTONIADIS P.") or a dash before an
        # Argentine licence ("MÉDICO: DR. MARTÍN ARIAS – M.N. 145.678"); no specialty ("médico: urologia")
        "es_medico_un_caso",
        r"^[ \t]*(?:médico|MÉDICO)[ \t]*:[ \t]*(?:(?:dra?|DRA?)\.[ \t]*)?"
        r"(?P<phi>(?!(?i:paciente|cirug|n[º°o]|[^\W\d_]*log[íi]a\b))[" + _LOWER + _UPPER + r"][^\n]*?)"
        r"(?=[ \t]*\.?[ \t]*(?:(?i:n[º°o][ \t]*col)|$)|[ \t]*[,(]|[ \t]+[-\u2013\u2014][ \t]"
        r"|[ \t]+(?i:avda|avenida|calle|c/|plaza|pza|paseo|servicio|hospital|unidad)\b)",
        "DOCTOR",
        0.9,
        re.MULTILINE,
        validator=_in_one_case,
        requires=("médico",),
    ),
    Pattern(
        "es_colegiado",  # "NºCol: 28 28 20943", "nº colegiado 020212345", "número de colegiado: 4512"
        r"(?:(?:\b[Nn]\.?[º°o]\.?|\b(?i:n[úu]m)\.?)[ \t]*(?i:col)[ \t.]*:?"
        r"|(?i:\bn\.?[º°o]\.?|\bn[úu]m(?:ero|\.)?)[ \t]*(?i:de[ \t]+)?(?i:colegiad[oa])[ \t.]*:?"
        r"|(?i:\bcolegiad[oa])[ \t]+(?i:n\.?[º°o]\.?|n[úu]m(?:ero|\.)?)[ \t.]*:?"
        r"|\((?i:col)\."  # "(COL. 41/08812)" after the name; not "Col. 20 de Noviembre", a Mexican address
        # "Col. 08-41729", "Col. 2841729": a number no street has ("Col. 20 de Noviembre" again)
        r"|\bCol\.(?=[ \t]*(?:\d{2}-\d{4,}|\d{5,})(?![\w/]))"
        # "Colegiado 14,227" after a Guatemalan signature, thousands after a comma (`es_licencia_tras_clave` reads
        # the rest)
        r"|\b(?i:colegiad[oa])(?=[ \t]+\d{1,3},\d{3}(?![\d,])))"
        r"[ \t]*(?P<phi>\d{1,3},\d{3}(?![\d,])|\d[\d \t/-]*\d)",  # "núm. col. 25-4417" too
        "LICENSE",
        0.95,
        requires=("col",),
    ),
    Pattern(
        # a clinician's registration in Peru and Colombia, after the name: "CMP 45678", "RNE 23456", "RM 23456",
        # "Reg. Méd. 1234", "Reg. médico 68-0912", "Reg. Prof. 8765", "registro médico nº 5521" (Argentina's "MN" /
        # "MP": es_matricula), Venezuela's "MPPS 34512, CMDF 18890", the Dominican "exequátur 1234-05", Uruguay's
        # "CJPPU 24567", Honduras' "CMH 12874"; a number with thousands' points too ("MPPS 78.451", "Reg. Prof. 8.451")
        "es_registro_medico",
        r"(?<![\w.])(?:CMP|C\.M\.P\.|RNE|R\.N\.E\.|RNPI|RM|R\.M\.|MPPS|M\.P\.P\.S\.|MSAS|M\.S\.A\.S\.|CMC|CMD[FC]|C\.M\.D\.[FC]\.|CJPPU|CMH"
        # Chile's "RCM 15.882", a Costa Rican code after the name ("cód. MED12873", "Cód. 8841")
        r"|RCM|R\.C\.M\.|(?i:c[óo]d)\.|C\.J\.P\.P\.U\.|(?i:c[óo]digo[ \t]+de[ \t]+enfermer[íi]a)"
        r"|Reg\.[ \t]*(?:M[ée]d(?:\.|ico)?|[Pp]rof\.?)|(?i:exequ[áa]tur)"
        r"|(?i:registro[ \t]+m[ée]dico)(?:[ \t]+(?i:n\.?[º°o]\.?))?)"
        r"[ \t]*:?[ \t]*(?!(?:19|20)\d\d(?!\d))"  # no year
        r"(?P<phi>\d{1,3}(?:\.\d{3}){1,2}|\d{3,8}|\d{2,7}(?:-\d{1,7}){1,3}|\d-\d{3,7}(?:-\d{1,7}){1,2}"  # "5-1844-09"
        r"|[A-Z]{2,4}-?\d{3,8})"  # "cód. MED12873", "Cód. MED-8812"
        r"(?![\w/-]|[.,]\d)",
        "LICENSE",
        0.85,
        requires=(
            *(
                "cmp",
                "c.m.p",
                "rne",
                "r.n.e",
                "rnpi",
                "rm",
                "r.m",
                "mpps",
                "m.p.p.s",
                "cmd",
                "c.m.d",
                "reg",
                "cjppu",
                "cmh",
            ),
            *("exequ", "msas", "m.s.a.s", "cmc", "rcm", "r.c.m", "cód.", "cod.", "c.j.p.p.u", "código de enf"),
        ),
    ),
    Pattern(
        # a report's or certificate's number after "N.º" alone: "INFORME ANATOMOPATOLÓGICO N.º Q-23-07781", "(N.º
        # B-1123-23)", "CERTIFICADO DE DEFUNCIÓN N.º 0458712", "INFORME DE AUTOPSIA Nº 0457/2022"; a letter and
        # hyphen before it, six digits or more, or a number and its year (not a house's "nº 23", nor "n.º 3" of a
        # count)
        "es_numero_de_documento",
        r"(?<![\w.])[Nn]\.?[º°][ \t]*:?[ \t]*"
        # (or a prosecutor's "Oficio Nº 1871-2023-MP-FPPCC": a number, its year and the office's letters)
        r"(?P<phi>[A-Z]{1,3}\d{0,3}-\d{2,}(?:-\d{2,})*|\d{6,12}|\d{3,6}/(?:19|20)\d{2}"
        r"|\d{2,6}-(?:19|20)\d{2}(?:-[A-Z]{1,8}){1,3})(?![\w/-]|[.,]\d)",
        "IDNUM",
        0.8,
        requires=("nº", "n.º", "n°", "n.°"),
    ),
    Pattern(
        # a Venezuelan identity card by its shape alone, its letter and hyphen before the dotted number ("pusieron la
        # mía V-19.445.820", "E-84.123.456" of a foreigner)
        "es_cedula_venezolana",
        r"(?<![\w.-])[VE]-\d{1,2}\.\d{3}\.\d{3}(?![\w.-]|,\d)",
        "IDNUM",
        0.85,
        prefilter=r"[VE]-\d",
    ),
    Pattern(
        # a police officer's number ("agente n.º 108.445", "placa núm. 4471")
        "es_numero_de_agente",
        r"\b(?i:agente|placa)[ \t]+(?i:n\.?[º°o]\.?|n[úu]m(?:ero|\.)?)[ \t]*:?[ \t]*"
        r"(?P<phi>\d{1,3}(?:\.\d{3})+|\d{3,8})(?![\w.-]|,\d)",
        "IDNUM",
        0.8,
        requires=("agente", "placa"),
        starts_with_required=True,
    ),
    Pattern(
        # a sample's, a case file's or a protocol's code by its shape, wherever it stands ("(muestra CU-21-08834)",
        # "protocolo de laboratorio TOX-2020-1187", "número de cadáver IJCF-2019-2276", "HGPS-2023-018345",
        # "protocolo de necropsia 2020-AQP-0781", "carpeta de investigación CI-JAL/4418/2019"): capitals, a year of two
        # or four digits and a number of three or more, joined by hyphens, maybe a block's letter after ("B18-00412",
        # "B23-015874-A"; not "CA-19-9", a tumour marker)
        "es_codigo_de_muestra_o_expediente",
        r"(?<![\w/.-])(?:(?:[A-Z]{1,5}(?:-[A-Z]{2,5})?-(?:\d{2}|(?:19|20)\d{2})|[A-Z]{1,3}\d{2})-\d{3,7}(?:-[A-Z]{1,2}\d?)?"
        r"|(?:19|20)\d{2}-[A-Z]{2,5}-\d{3,6}|[A-Z]{2,5}-[A-Z]{2,5}/\d{3,6}/(?:19|20)\d{2})(?![\w/-]|[.,]\d)",
        "IDNUM",
        0.75,
        prefilter=r"[A-Z]-\d{2}|\d-[A-Z]{2}|[A-Z]/\d{3}|[A-Z]\d{2}-\d{3}",
    ),
    Pattern(
        "es_episodio",  # "Episodio: 4410233", "Episodio: 2023/URG/0884512"
        r"\bEpisodio[ \t]*:?[ \t]*(?P<phi>\d+(?:/[A-Z]{2,6}/\d+|/\d+)?)(?![\w/])",
        "ACCOUNT",
        0.9,
        requires=("episodio",),
    ),
    # identifiers after the words that name them, as notes across Spain and Latin America write them: a patient's
    # record, an insurance or affiliation number, an episode, a clinician's registration, any other document
    Pattern(
        "es_registro_tras_clave",  # "Ficha clínica: 2387654", "HC 1287", "HCU 12034", "Reg. 23-08871", "expediente 44"
        r"(?<![\w.])(?:(?i:ficha(?:[ \t]+cl[íi]nica)?|expediente|exp\.(?=[ \t]*:)|reg\."
        r"|registro(?![ \t]+(?i:profesional|m[ée]dico))"
        r"|n[úu]mero[ \t]+de[ \t]+historia(?:[ \t]+cl[íi]nica)?|historia(?:[ \t]+cl[íi]nica)?(?=[ \t]*:))"
        r"|[Rr][ée]cord[ \t]+m[ée]dico"  # "Récord médico: HUFT-227418" (Puerto Rico)
        r"|HCU?|hcu?|H\.C\.U\.|MRN)" + _ID_KEY_TO_VALUE + _ID_VALUE,  # "MRN: AM-00874512" (Puerto Rico)
        "MEDICALRECORD",
        0.85,
        requires=(
            "ficha",
            "expediente",
            "exp.",
            "reg",
            "hc",
            "h.c.u",
            "número",
            "numero",
            "historia",
            "mrn",
            "récord",
            "record m",
        ),
        starts_with_required=True,
    ),
    Pattern(
        # "No. de afiliación: LOMF580214JK3", "afiliado PAMI N.º 150832746901", "nº de socio 61 234567", "TIS:
        # ASTU430122987", "NUHSA: AN0123456789", "póliza 8832-11", "CIA AR1234567890" (Aragón's health card)
        "es_aseguramiento_tras_clave",
        r"(?<![\w.])(?:(?i:afiliaci[óo]n|afiliad[oa](?:[ \t]+[A-Z]{2,6})?|socio|p[óo]liza"
        r"|asegurad[oa](?=[ \t]*(?:[A-Z]{2,6}[ \t]+)?(?:(?:n\.?[º°o]|n[úu]m)\.?[ \t]*:?[ \t]*)?\d)"
        r"|seguro[ \t]+social(?=[ \t]*:)|tarjeta[ \t]+(?:individual[ \t]+)?sanitaria)"
        r"|TIS|NUSS|NUHSA|CIPNA|CIPA|CIA|CIC|NAF|SIP|SIS(?=[ \t]*:)"
        # the IMSS's "agregado" (beside the NSS) and EsSalud's "autogenerado": "Agregado: 1M1978OR"
        r"|(?i:agregado|autogenerado)(?=[ \t]*:))" + _ID_KEY_TO_VALUE + _ID_VALUE,
        "HEALTHPLAN",
        0.85,
        requires=(
            *(
                "afilia",
                "socio",
                "póliza",
                "poliza",
                "tis",
                "nuss",
                "nuhsa",
                "cipna",
                "cipa",
                "cia",
                "cic",
                "naf",
                "sip",
            ),
            *("sis", "agregado", "autogenerado", "asegurad", "seguro social", "tarjeta"),
        ),
    ),
    Pattern(
        # the number of a claim, a contract, a case or an authorisation after its word ("Número de reclamación:
        # TS24-118-55019", "contrato IC-2241873", "siniestro n.º 0045-22871", "folio 88213")
        "es_tramite_tras_clave",
        r"(?<![\w.])(?i:reclamaci[óo]n|contrato|siniestro|folio|autorizaci[óo]n|solicitud|caso)"
        + _ID_KEY_TO_VALUE
        + _ID_VALUE,
        "IDNUM",
        0.8,
        requires=("reclamaci", "contrato", "siniestro", "folio", "autorizaci", "solicitud", "caso"),
        starts_with_required=True,
    ),
    Pattern(
        "es_episodio_tras_clave",  # "Nº de episodio: U24-0871532", "Incidente nº 29-240611-0345"
        r"(?<![\w.])(?i:episodio|incidente)" + _ID_KEY_TO_VALUE + _ID_VALUE,
        "ACCOUNT",
        0.85,
        requires=("episodio", "incidente"),
    ),
    Pattern(
        # "Registro Profesional 45678", "código médico 12345", "matrícula profesional CH-4521", "colegiado 19875",
        # "COP 18934" (Peru's midwives), "CEP 045871" (its nurses), "JVPM 12456" (El Salvador), "código MINSA 34521";
        # "mat. prof. CH-421", "código MED-9812", "licencia 18872"; "RM 05-2234-19", "CMP 45678": es_registro_medico
        "es_licencia_tras_clave",
        r"(?<![\w.])(?:(?i:registro[ \t]+profesional|c[óo]digo[ \t]+m[ée]dico|matr[íi]cula[ \t]+profesional"
        r"|colegiad[oa]|c[óo]digo[ \t]+MINSA|mat\.[ \t]*prof\.|licencia(?![ \t]+m[ée]dica)"
        r"|c[óo]digo(?=[ \t]+[A-Z]{2,5}-\d)|c[óo]digo[ \t]+MSP)"
        # a colegiado's province and number after "Col." ("Medicina del Trabajo — Col. 48/12771"; not a Mexican
        # address's "Col. Roma")
        r"|Col\.(?=[ \t]*\d{2}/\d)"
        # a medical college's number ("Colegio Médico de Honduras No. 11274")
        r"|(?i:colegio[ \t]+m[ée]dico)(?:[ \t]+de(?:l)?[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)?"
        r"|COP|CEP|JVPM)" + _ID_KEY_TO_VALUE + _ID_VALUE,
        "LICENSE",
        0.85,
        requires=(
            *("registro", "código", "codigo", "matrícula", "matricula", "colegiad", "cop", "cep", "jvpm", "mat."),
            *("col.", "colegio"),
            "licencia",
        ),
    ),
    Pattern(
        # "Biopsia No. B-23-4521", "licencia médica N.º 3-45678912", "PPT N.º 4.567.891", "carné de identidad 8451203",
        # Colombia's "T.I." (a minor's identity card) and "NIT" (a company's tax number), a Mexican certificate's
        # "folio LM418227", a Spanish employer's "CCC 08/1047329/12", an insurer's "ID TSS00481276"
        "es_documento_tras_clave",
        r"(?<![\w.])(?:(?i:biopsia|licencia[ \t]+m[ée]dica|carn[ée]t?(?:[ \t]+de[ \t]+identidad)?"
        r"|petici[óo]n|solicitud|folio|documento(?=[ \t]*:)|serie[ \t]+y[ \t]+n[úu]mero"
        r"|causa|procedimiento|diligencias|atestado|sumario)"
        r"|PPT|T\.[ \t]?I\.|TI(?=[ \t]+\d)|NIT|CIF|RIF|CCC(?!\w)|ID(?!\w))" + _ID_KEY_TO_VALUE + _ID_VALUE,
        "IDNUM",
        0.85,
        requires=(
            *(
                "biopsia",
                "licencia",
                "carné",
                "carne",
                "ppt",
                "t.i.",
                "t. i.",
                "ti ",
                "nit",
                "cif",
                "petici",
                "solicitud",
            ),
            *("folio", "ccc", "id", "documento", "serie", "rif", "causa", "procedimiento", "diligencias"),
            *("atestado", "sumario"),
        ),
    ),
    # --- people
    Pattern(
        # the user name a forum shows above a post: "Publicado por marimar_caravaca el 15/05/2024", "Escrito por
        # Txema_Haro77 hace 2 días"
        "es_usuario_de_foro",
        r"\b(?:[Pp]ublicado|[Ee]scrito|[Ee]nviado|[Rr]espondido|[Cc]omentado)[ \t]+por[ \t]*:?[ \t]+@?"
        r"(?P<phi>[\w][\w.-]*[\w])(?=[ \t]+(?:el|a[ \t]+las|hace|en)\b|[ \t]*[,»]|[ \t]*$)",
        "USERNAME",
        0.8,
        re.MULTILINE,
        requires=("publicado por", "escrito por", "enviado por", "respondido por", "comentado por"),
    ),
    Pattern(
        # someone naming themselves in a message or a statement, in any case: "le escribe maría josé", "me llamo Ana
        # Torres", "mi nombre es julio"; each word a Spanish given name or surname
        "es_presentacion",
        r"(?i:\b(?:me[ \t]+llamo|mi[ \t]+nombre[ \t]+es|les?[ \t]+escribe|te[ \t]+escribe))[ \t]+"
        r"(?P<phi>" + _NAME_IN_ANY_CASE + r")",
        "PATIENT",
        0.8,
        requires=("llamo", "nombre es", "escribe"),
    ),
    Pattern(
        # the writer naming themselves with "soy": "soy Lupita su hija", "Hola, soy Marisol Quintero"; only a
        # capitalised known given name ("soy diabética", "soy Testigo de Jehová" name no one)
        "es_soy_nombre",
        r"(?<![\w])(?:[Ss]oy|SOY)[ \t]+(?P<phi>(?:(?=["
        + _UPPER
        + r"])(?!"
        + _FUNCTION_WORDS
        + r"(?![\w-]))(?:<<es_first_names>>|<<first_names>>)|(?<=soy[ \t])(?=[a-zñáéíóúü])<<es_first_names>>)"
        + r"(?![\w-])"
        + rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_NOT_INSTITUTION}{_WORD}){{0,3}})",
        "PATIENT",
        0.8,
        requires=("soy",),
    ),
    Pattern(
        # the person a reply or letter greets: "Respuesta: Hola Erick. Lo que cuenta", "Estimado Jorge: lo que
        # describe", "Querida Nieves,"; a capitalised known given name (and surnames) before a stop, or in lower case
        # one of the Spanish list ("hola itziar,")
        "es_saludo_nombre",
        r"(?<![\w])(?i:hola|estimad[oa]s?|querid[oa]s?|apreciad[oa]s?)[ \t]*,?[ \t]+"
        r"(?P<phi>(?:(?=[" + _UPPER + r"])(?!" + _FUNCTION_WORDS + r"(?![\w-]))(?:<<es_first_names>>|<<first_names>>)"
        r"|(?=[a-zñáéíóúü])<<es_first_names>>)(?![\w-])"
        + rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_NOT_INSTITUTION}{_WORD}){{0,2}})"
        + r"(?=[ \t]*[,.:;!\n])",
        "PATIENT",
        0.8,
        requires=("hola", "estimad", "querid", "apreciad"),
        starts_with_required=True,
    ),
    Pattern(
        # the writer of a message naming the patient by their tie: "soy la mamá de Valentina", "soy el hijo de
        # ramón", "le escribe la mamá de isabella martínez"; each word a Spanish given name or surname
        "es_familiar_de_paciente",
        r"(?i:\b(?:soy|les?[ \t]+escribe|te[ \t]+escribe|(?:le[ \t]+)?habla)[ \t]+(?:la|el|su)[ \t]+"
        + _RELATIVE
        + r"[ \t]+de)[ \t]+"
        r"(?P<phi>" + _NAME_IN_ANY_CASE + r"|" + _ANY_GIVEN_NAME_THEN_SURNAMES + r")",
        "PATIENT",
        0.8,
        requires=("soy", "escribe", "habla"),
    ),
    Pattern(
        # the writer's name signing a message after the closing, at the end of a line, in any case: "gracias, javier",
        # "Un saludo,\nMaría José Ortega"; each word a Spanish given name or surname
        "es_firma_tras_despedida",
        r"(?i:\b(?:gracias|saludos|un[ \t]+saludo|atentamente|cordialmente|besos|un[ \t]+abrazo|abrazos"
        r"|abrazo[ \t]+(?:grande|fuerte)))[ \t]*[,.!]?"
        # a Spanish name, or a given name of the larger list capitalised alone on the next line ("Abrazo grande,\nGabi")
        # or any capitalised word alone on the message's last line ("Un saludo y gracias,\nBrais")
        r"[ \t]*(?:\r?\n[ \t]*)?(?P<phi>" + _NAME_IN_ANY_CASE + r"|(?<=\n)(?=[" + _UPPER + r"])<<first_names>>"
        r"|(?<=\n)[" + _UPPER + r"][" + _LOWER + r"]{2,14}(?=[ \t]*[.!]?[ \t]*(?:\r?\n[ \t]*)*\Z))"
        r"(?=[ \t]*[.!]?[ \t]*(?:\r?\n|$))",
        "PATIENT",
        0.75,
        requires=("gracias", "saludo", "atentamente", "cordialmente", "besos", "abrazo"),
    ),
    Pattern(
        # a staff member's field by role ("Mediador: Youssef Amrani.", "Trabajadora social: Lorena Díaz", "Intérprete:
        # Mihaela"): two or more capitalised words, or a given name of the lists alone
        "es_personal_en_campo",
        r"(?:(?<![^\n])|(?<=\n[ \t]))"
        r"(?:[Mm]ediador[a]?|[Ii]nt[ée]rprete|[Tt]raductor[a]?|[Tt]rabajador[a]?[ \t]+[Ss]ocial"
        r"|[Ee]ducador[a]?(?:[ \t]+[Ss]ocial)?|[Cc]uidador[a]?|[Gg]erocultor[a]?|[Pp]sic[óo]log[oa]|[Ff]isioterapeuta"
        r"|[Mm]atrona|[Ss]upervisor[a]?|[Cc]oordinador[a]?|[Rr]esponsable)[ \t]*:[ \t]*"
        r"(?:(?:Dra?|Sra?|Lic|Licda)\.[ \t]*)?(?P<phi>" + _NAME_AFTER_ROLE + r")(?![\w])",
        "DOCTOR",
        0.8,
        validator=lambda name: len(name.split()) > 1 or is_a_listed_given_name(name),
        requires=(
            *("mediador", "intérprete", "interprete", "traductor", "trabajador", "educador", "cuidador", "gerocultor"),
            *("psicólog", "psicolog", "fisioterapeuta", "matrona", "supervisor", "coordinador", "responsable"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a hospital named in capitals, as a header writes it ("EsSalud - HOSPITAL NACIONAL EDGARDO REBAGLIATI
        # MARTINS", 'POLICLÍNICO DOCENTE "PLAZA DE LA REVOLUCIÓN"', "HOSPITAL GENERAL DE ZONA No. 32"); not a day
        # hospital ("HOSPITAL DE DÍA") nor Argentina's internal medicine ("CLÍNICA MÉDICA")
        "es_hospital_mayusculas",
        # a header's own line or field, not a sentence in capitals
        r"(?:(?<![^\n])|(?<=\n[ \t])|(?<=[-–][ \t])|(?<=:[ \t]))"
        r"(?:HOSPITAL|POLICL[ÍI]NICO|POLICL[ÍI]NICA|CL[ÍI]NICA(?![ \t]+M[ÉE]DICA\b)|SANATORIO"
        r"|CENTRO[ \t]+DE[ \t]+SALUD|COMPLEJO[ \t]+HOSPITALARIO|CENTRO[ \t]+HOSPITALARIO|CENTRO[ \t]+M[ÉE]DICO"
        r"|PARC[ \t]+SANITARI)(?![ \t]+DE[ \t]+D[ÍI]A\b)"
        r"(?:[ \t]+(?:(?:DE|DEL|LA|LAS|LOS|Y|EL|DRA?\.)[ \t]+)*"
        r"(?:(?:N[Oº°]\.?|No\.)[ \t]*\d{1,3}(?!\d)|\"[^\"\n]{2,40}\""
        r"|(?!" + _NOT_IN_A_NAME_IN_CAPITALS + r"\b)[" + _UPPER + r"](?:[" + _UPPER + r"'.-]*[" + _UPPER + r"])?))+"
        r"(?=[ \t]*(?:$|[,.;(]|[-–][ \t]|[ \t]{2}))",
        "HOSPITAL",
        0.8,
        re.MULTILINE,
        requires=(
            *("hospital", "policlínic", "policlinic", "clínica", "clinica", "sanatorio", "centro de salud"),
            *("complejo", "centro hospitalario", "centro médico", "centro medico", "parc sanitari"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # the town after a centre's name in a header in capitals and a dash ("INSTITUTO NACIONAL DE SALUD DEL NIÑO –
        # BREÑA", 'HOSPITAL MUNICIPAL "RAMÓN SANTAMARINA" – TANDIL, PCIA. DE BUENOS AIRES', "HOSPITAL MENONITA DE
        # CAYEY – CAYEY, PUERTO RICO"); not a service after it ("– SERVICIO DE URGENCIAS")
        "es_pueblo_tras_cabecera_mayusculas",
        r"^[ \t]*(?:HOSPITAL|INSTITUTO|CL[ÍI]NICA|CENTRO|SANATORIO|POLICL[ÍI]NIC[OA]|COMPLEJO|FUNDACI[ÓO]N"
        r"|CONSULTORIO|CESFAM|CAPS|UNIDAD)\b[^\n–]{3,80}?[ \t][–-][ \t]+"
        r"(?!(?:SERVICIOS?|UNIDAD|DEPARTAMENTO|SECCI[ÓO]N|[ÁA]REA|INFORME|NOTA|HOJA|PLANTA|CONSULTAS?|URGENCIAS|SALA"
        r"|PABELL[ÓO]N|PISO|SEDE|CAMPUS|EDIFICIO|TORRE|ALA)\b)"
        r"(?P<phi>(?:(?:LA|EL|LAS|LOS)[ \t]+)?["
        + _UPPER
        + r"]{3,}(?:[ \t]+(?:(?:DE|DEL|LA|EL|LAS|LOS)[ \t]+)?["
        + _UPPER
        + r"]{2,}){0,2})(?=[ \t]*(?:,|$))",
        "CITY",
        0.75,
        re.MULTILINE,
        requires=(
            *("hospital", "instituto", "clínica", "clinica", "centro", "sanatorio", "policlínic", "policlinic"),
            *("complejo", "fundaci", "consultorio", "cesfam", "caps", "unidad"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a public body, insurer, laboratory or pharmacy named in capitals, as a header writes it ("SECRETARÍA DE
        # SALUD", "MINISTERIO DE SALUD PÚBLICA Y BIENESTAR SOCIAL", "SERVIZO GALEGO DE SAÚDE", "CAJA DE SEGURO
        # SOCIAL", "LABORATORIO CLÍNICO DEL CIBAO", 'FARMACIA COMUNITARIA "SANA SANA"'); not a hospital's department
        # ("LABORATORIO DE URGENCIAS", "FARMACIA HOSPITALARIA")
        "es_organismo_mayusculas",
        r"(?:(?<![^\n])|(?<=\n[ \t])|(?<=[-–][ \t])|(?<=:[ \t]))"
        r"(?:MINISTERIO|SECRETAR[ÍI]A|CONSEJER[ÍI]A|CONSELLER[ÍI]A|LABORATORIO|MUTUALISTA|MUTUA|MUTUAL|CAJA|FARMACIA"
        r"|INSTITUTO|FUNDACI[ÓO]N|ASOCIACI[ÓO]N|SERVIZO|SERVEI|UNIDAD[ \t]+COMUNITARIA|RED[ \t]+DE[ \t]+SALUD"
        r"|SERVICIO(?=[ \t]+(?:DE[ \t]+SALUD|GALEGO|ANDALUZ|MADRILE[ÑN]O|CANARIO|NAVARRO|ARAGON[ÉE]S|MURCIANO"
        r"|C[ÁA]NTABRO|RIOJANO|EXTREME[ÑN]O|VASCO|NACIONAL|PAMPLONÉS)\b))"
        # (no name of generic words alone: "LABORATORIO DE ANÁLISIS CLÍNICOS", "FARMACIA HOSPITALARIA")
        r"(?!(?:[ \t]+(?:DE|DEL|Y|AN[ÁA]LISIS|CL[ÍI]NIC[OA]S?|CENTRAL|HOSPITALARIA|URGENCIAS|GUARDIA|MICROBIOLOG[ÍI]A"
        r"|HEMATOLOG[ÍI]A|BIOQU[ÍI]MICA|INMUNOLOG[ÍI]A|GEN[ÉE]TICA|PATOLOG[ÍI]A|REFERENCIA))+[ \t]*"
        r"(?:$|[,.;(]|[-–][ \t]|[ \t]{2}))"
        r"(?:[ \t]+(?:(?:DE|DEL|LA|LAS|LOS|Y|E|EL|DO|DA|DE[ \t]+LA)[ \t]+)*"
        r"(?:\"[^\"\n]{2,40}\"|(?!(?:CON|POR|PARA|SIN|EN|AL|QUE|SE|SU|SUS|ES|FECHA|TEL[ÉE]FONO|TEL|FAX|NHC|HC|PACIENTE"
        r"|INFORME|SOLICITUD|PARTE|HOJA|FORMULARIO|NOTA|REGISTRO|CERTIFICADO|DEPARTAMENTO)\b)"
        r"[" + _UPPER + r"](?:[" + _UPPER + r"'.-]*[" + _UPPER + r"])?))+"
        r"(?=[ \t]*(?:$|[,.;(]|[-–][ \t]|[ \t]{2}))",
        "ORGANIZATION",
        0.75,
        re.MULTILINE,
        requires=(
            *("ministerio", "secretar", "consejer", "conseller", "laboratorio", "mutua", "caja", "farmacia"),
            *(
                "instituto",
                "fundaci",
                "asociaci",
                "servizo",
                "servei",
                "unidad comunitaria",
                "red de salud",
                "servicio",
            ),
        ),
        starts_with_required=True,
        # (the head in capitals: the words are everywhere in lower case)
        prefilter=r"(?:MINISTERIO|SECRETAR|CONSEJER|CONSELLER|LABORATORIO|MUTUA|CAJA|FARMACIA|INSTITUTO|FUNDACI"
        r"|ASOCIACI|SERVIZO|SERVEI|UNIDAD[ \t]+COMUNITARIA|RED[ \t]+DE[ \t]+SALUD|SERVICIO)",
    ),
    Pattern(
        # a graduate clinician's title in Latin America (a nurse, a psychologist, a nutritionist): "Lic. Yanina Ruiz
        # Díaz", "Licda. Pereyra", "Lcdo. Mora"; not "Lic. en Enfermería"
        "es_licenciado_titulo",
        r"\b(?:Lic|Licda|Licdo|Lcda|Lcdo)\.[ \t]*"
        r"(?:(?:en[ \t]+)?(?:Enf|Obst|Psic|Nutr|Fisio|TS|Enfermer[íi]a|Obstetricia|Psicolog[íi]a|Nutrici[óo]n)"
        r"\.?[ \t]+)?"
        r"(?P<phi>" + _NAME + r")",
        "DOCTOR",
        0.85,
        requires=("lic", "lcd"),
    ),
    Pattern("es_doctor_titulo", r"\b" + _TITLE + r"(?P<phi>" + _NAME + r")", "DOCTOR", 0.9, requires=("dr", "doctor")),
    Pattern(
        # a courtesy title names a patient or a relative, never a clinician: "Acude Dña. Purificación Ortega Lozano",
        # "D. Anselmo Ruiz Pérez", "la Sra. Gómez" (a name after it that a CRF reads as a doctor's)
        "es_tratamiento_de_cortesia",
        # not "Dr. D. X"
        r"(?<![\w.])(?<!Dr\.[ \t])(?<!Dra\.[ \t])"
        r"(?:Dña\.|Doña|doña|D\.|Don|don|Sra\.|Sr\.|Srta\.|[Ss]eñora|[Ss]eñor)[ \t]+"
        # a Spanish given name or surname, or a given name of the larger list after "don" / "doña" ("don Abelardo")
        # or "señor" / "señora" ("Que el señor Edwin Ccahuana Huamán, identificado con ...")
        # or any two capitalised words after "doña" ("doña Empar Sanchis Llopis")
        r"(?P<phi>(?=<<es_first_names>>|<<es_last_names>>|(?<=on[ \t])<<first_names>>|(?<=oña[ \t])<<first_names>>"
        r"|(?<=oña[ \t])[" + _UPPER + r"][" + _LOWER + r"]+[ \t]+[" + _UPPER + r"][" + _LOWER + r"]"
        r"|(?<=eñor[ \t])<<first_names>>|(?<=eñora[ \t])<<first_names>>)" + _NAME + r")",
        "PATIENT",
        0.8,
        requires=("dña.", "doña", "d.", "don", "sra.", "sr.", "srta.", "señor"),
    ),
    Pattern(
        # a courtesy title in a note in capitals: "SE INFORMA A ESPOSO SR. PERCY HUAMAN CCALLO, QUIEN FIRMA": a listed
        # given name or surname first, then up to three words in capitals that are no word of the sentence
        "es_tratamiento_de_cortesia_mayusculas",
        r"(?<![\w.])(?:SRA\.|SR\.|SRTA\.|DÑA\.|DOÑA|DON|SEÑORA|SEÑOR)[ \t]+"
        r"(?P<phi>(?=(?:<<es_first_names>>|<<es_last_names>>|<<first_names>>)(?![\w-]))[A-ZÁÉÍÓÚÑ]{2,}"
        r"(?:[ \t]+(?:(?:DE|DEL)[ \t]+(?:LA[ \t]+|LOS[ \t]+)?)?"
        + _NOT_A_WORD_IN_CAPITALS
        + r"[A-ZÁÉÍÓÚÑ]{2,}(?![\w.])){0,3})",
        "PATIENT",
        0.8,
        requires=("sra.", "sr.", "srta.", "dña.", "doña", "don", "señor"),
        starts_with_required=True,
    ),
    Pattern(
        # a courtesy title in a note in lower case: "el paciente de la habitación 512 (sr. beltrán)", "doña carmen
        # ruiz"; each word a Spanish given name or surname
        "es_tratamiento_de_cortesia_minusculas",
        r"(?<![\w.])(?:sra\.|sr\.|srta\.|dña\.|doña|don)[ \t]+(?P<phi>"
        + _LOWER_CASE_NAME
        + r"(?:[ \t]+(?:de[ \t]+)?"
        + _LOWER_CASE_NAME
        + r"){0,3})",
        "PATIENT",
        0.75,
        requires=("sra.", "sr.", "srta.", "dña.", "doña", "don"),
        starts_with_required=True,
    ),
    Pattern(
        # a note in lower case: "lo atiende la dra. lucía méndez", "el dr. ferrer del centro de salud"; each word a
        # Spanish given name or surname, so that a verb or an article after the name stays out; after "dr." or
        # "dra." the first word may be any that is no function word ("el pediatra dr. olano no está")
        "es_doctor_titulo_minusculas",
        r"\b(?:dr|dra|doctor|doctora)\.?[ \t]+(?P<phi>(?:"
        + _LOWER_CASE_NAME
        + r"|(?<=r\.[ \t])"
        + _LOWER_CASE_SURNAME_AFTER_TITLE
        + r"|(?<=ra\.[ \t])"
        + _LOWER_CASE_SURNAME_AFTER_TITLE
        + r")"
        + r"(?:[ \t]+(?:de[ \t]+)?"
        + _LOWER_CASE_NAME
        + r"){0,3})",
        "DOCTOR",
        0.75,
        requires=("dr", "doctor"),
    ),
    Pattern(
        # a note in capitals: "EL PEDIATRA DR. OLANO NO ESTÁ", "A LA ATENCIÓN DEL DR. ESTIVILL": the first word
        # after "DR." / "DRA." any that is no function word, each word after it a Spanish given name or surname
        # ("DR" with no period is also a retinal detachment: "UN DR TRACCIONAL")
        "es_doctor_titulo_mayusculas",
        r"(?<![\w])(?:DRA?\.|DOCTORA?)[ \t]+(?P<phi>(?="
        + rf"[{_UPPER}]{{2}}"
        + r")(?!"
        + _FUNCTION_WORDS
        + r"(?![\w-]))[^\W\d_]+(?:-[^\W\d_]+)?(?:[ \t]+(?:DE[ \t]+)?(?=[^\W\d_]+(?![\w-]))"
        + r"(?:<<es_first_names>>|<<es_last_names>>)(?![\w-])){0,3})(?![\w-])",
        "DOCTOR",
        0.75,
        validator=str.isupper,
        requires=("dr", "doctor"),
        prefilter=r"DR",
    ),
    Pattern(
        "es_doctor_firma",
        r"\b(?:Remitido[ \t]+por|Responsable[ \t]+cl[íi]nico|Correspondencia|Autor(?:es)?|Fdo\.|Firmado|Firma)"
        r"[ \t]*:?[ \t]*"
        r"(?:" + _TITLE + r")?(?!Direcci[óo]n\b)(?P<phi>" + _NAME + r")",
        "DOCTOR",
        0.9,
        requires=("remitido", "responsable", "correspondencia", "autor", "fdo.", "firma"),
    ),
    Pattern(
        "es_sexo_narrativo",
        # not a karyotype's or phenotype's sex, nor a role's ("Cariotipo femenino normal 46 XX", "su fenotipo era
        # femenino", "rol femenino"): MEDDOCAN annotates the patient's
        r"(?<![\w])(?<!tipo[ \t])(?<!tipo[ \t]era[ \t])(?<!mico[ \t]fue[ \t])(?<!\brol[ \t])" + _SEX + r"(?![\w])",
        "OTHER",
        0.8,
        requires=("var", "mujer", "hombre", "niñ", "masculino", "femenino"),
    ),
    Pattern(
        # a holiday named for the day it falls on ("desde Navidad", "celebración de fin de año (Nochevieja)", "en
        # Semana Santa"), capitalised
        "es_fiesta",
        r"(?<![\w-])(?:Navidad(?:es)?|Nochebuena|Nochevieja|Semana[ \t]+Santa|A[ñn]o[ \t]+Nuevo|Fiestas[ \t]+Patrias"
        r"|D[íi]a[ \t]+de[ \t]+(?:los[ \t]+)?Muertos|D[íi]a[ \t]+de[ \t]+(?:la[ \t]+)?Madre"
        r"|D[íi]a[ \t]+del[ \t]+Padre"
        # Epiphany, national days, a patron saint's day, carnival ("6/1/24 (Día de Reyes)", "el 27 de febrero, Día de la
        # Independencia", "8 de diciembre (Día de la Virgen de Caacupé)", "Carnaval 2020")
        r"|D[íi]a[ \t]+de[ \t]+(?:los[ \t]+)?Reyes(?:[ \t]+Magos)?|Reyes[ \t]+Magos|Noche[ \t]+de[ \t]+Reyes"
        r"|D[íi]a[ \t]+de[ \t]+la[ \t]+(?:Independencia|Hispanidad|Raza|Constituci[óo]n|Inmaculada|Candelaria"
        r"|Virgen(?:[ \t]+de(?:l|[ \t]+la)?[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+)?)"
        r"|D[íi]a[ \t]+de[ \t]+(?:Todos[ \t]+los[ \t]+Santos|Difuntos|San[ \t]+Valent[íi]n"
        r"|Acci[óo]n[ \t]+de[ \t]+Gracias)"
        r"|Todos[ \t]+los[ \t]+Santos|Carnavales|Carnaval|Sanfermines|Inti[ \t]+Raymi"
        # the days of Holy Week and Ramadan ("Domingo de Resurrección", "Viernes Santo", "durante el Ramadán")
        r"|Domingo[ \t]+de[ \t]+(?:Resurrecci[óo]n|Ramos|Pascua)|Jueves[ \t]+Santo|Viernes[ \t]+Santo"
        r"|S[áa]bado[ \t]+de[ \t]+Gloria|Ramad[áa]n|Pascua(?:[ \t]+Florida)?)(?![\w-])",
        "DATE",
        0.8,
        requires=(
            *("navidad", "nochebuena", "nochevieja", "semana santa", "año nuevo", "ano nuevo", "fiestas patrias"),
            *("día de", "dia de", "domingo de", "jueves santo", "viernes santo", "sábado de", "sabado de", "ramad"),
            *("pascua", "reyes", "todos los santos", "carnaval", "sanfermines", "inti raymi"),
        ),
    ),
    # --- ages
    Pattern(
        "es_edad_narrativa",
        # after "un" / "una" a person ("una señora de 70 años", "Preescolar de 3 años que ingiere"), not a period ("un
        # seguimiento de 6 meses", "un cuadro de 2 meses de evolución")
        r"\b(?:" + _SEX + r"|[Pp]aciente|[Aa]dolescente|[Ll]actante|[Jj]oven|[Pp]reescolar|[Ee]scolar"
        r"|(?:un|una)(?=[ \t]+" + _PERSON_NOUN + r"))"
        r"(?:[ \t]+[" + _LOWER + r"]+)?,?[ \t]+de[ \t]+(?P<phi>" + _YEARS + r")",
        "AGE",
        0.85,
        requires=("año", "mes", "días", "semanas"),
    ),
    Pattern(
        # an age opening a line of a history before a comma: "63 años, taxista, natural de Lucena" (a note's second
        # line after the patient's name)
        "es_edad_al_inicio_de_linea",
        r"^[ \t]*(?P<phi>\d{1,3}[ \t]+(?:años|AÑOS))(?=[ \t]*,[ \t]*[a-záéíóúñA-ZÁÉÍÓÚÑ])",
        "AGE",
        0.75,
        re.MULTILINE,
        requires=("años",),
    ),
    Pattern(
        # an age abbreviated after the sex, as a report's first line writes it: "Varón 54a, pescador", "Mujer 82 a.",
        # "masc de 47 a, NSS"
        "es_edad_abreviada_tras_sexo",
        r"\b(?:[Vv]ar[óo]n|[Mm]ujer|[Hh]ombre|VAR[ÓO]N|MUJER|HOMBRE"
        r"|(?:[Mm]asc|[Ff]em)(?:\.|enin[oa]|ulino)?(?:[ \t]+de)?)[ \t]+"
        r"(?P<phi>\d{1,3}[ \t]?[aA]\.?)(?=[ \t]*[,;]|[ \t]+\w)",
        "AGE",
        0.8,
        requires=("varón", "varon", "mujer", "hombre", "masc", "fem"),
        starts_with_required=True,
    ),
    Pattern(
        # the same in a note in capitals ("VARÓN DE 71 AÑOS", "PACIENTE MASCULINO DE 52 AÑOS")
        "es_edad_narrativa_mayusculas",
        r"\b(?:VAR[OÓ]N|MUJER|HOMBRE|NIÑ[OA]|MASCULINO|FEMENIN[OA]|PACIENTE|ADOLESCENTE|LACTANTE|JOVEN)"
        r"(?:[ \t]+[" + _UPPER + r"]+)?,?[ \t]+DE[ \t]+(?P<phi>" + _YEARS + r")",
        "AGE",
        0.85,
        requires=("año", "mes", "días", "semanas"),
        prefilter=r"DE[ \t]+\d",
    ),
    Pattern(
        # an age the person gives or seems to have ("refiere 16 años (sin documentación)", "dice tener 17 años", "edad
        # aparente de 40 años"); not how long something has lasted ("refiere 10 años de evolución", "desde hace")
        "es_edad_referida",
        r"\b(?i:refiere|dice[ \t]+tener|declara|manifiesta[ \t]+tener|afirma[ \t]+tener|aparenta"
        r"|edad[ \t]+aparente(?:[ \t]+de)?)[ \t]+(?:(?i:unos|tener)[ \t]+)?"
        r"(?P<phi>\d{1,3}[ \t]+(?i:años))(?![\w])"
        r"(?![ \t]+(?i:de|con|en|que|fumando|trabajando|viviendo|sin[ \t]+\w+[ \t]+de)\b)",
        "AGE",
        0.8,
        requires=("refiere", "dice tener", "declara", "manifiesta", "afirma", "aparenta", "aparente"),
        starts_with_required=True,
    ),
    Pattern(
        # "Paciente: Valentina Sosa, 7 años, DNI ...", "DNI 28.456.789, 45 años.", "(CARMEN, 72 AÑOS)": an age after a
        # name, a number, a nickname's quotes or a bracket and a comma ('alias "Nano", 47 años', "(nombre que usa:
        # Lily), 31 años")
        "es_edad_tras_nombre",
        r",(?:(?<=[^\W_],)|(?<=[\"\u201d\u00bb)],)|(?<=[^\W_][ \t],)|(?<=[\"\u201d\u00bb)][ \t],))"
        # (or last: "Inés, 61 años"; "de" before it after a bracket: "mi hijo Unai (TIS ETXU170821-99), de 3 años")
        r"[ \t]*(?:(?<=\),)[ \t]*de[ \t]+|(?<=\),[ \t])de[ \t]+)?(?P<phi>\d{1,3}[ \t]+(?i:años|meses))"
        r"(?=[ \t]*(?:[,.;)\n]|\Z))",
        "AGE",
        0.85,
        requires=("año", "mes"),
    ),
    Pattern(
        # the age in brackets after a date of birth: "Fecha de nacimiento: 2 de noviembre de 1954 (70 años)"
        "es_edad_tras_nacimiento",
        r"(?<=\d{4})[ \t]*\([ \t]*(?P<phi>\d{1,3}[ \t]+(?i:años|meses))[ \t]*\)",
        "AGE",
        0.85,
        requires=("año", "mes"),
        prefilter=r"\d{4}[ \t]*\([ \t]*\d",
    ),
    Pattern(
        # a telegraphic note's age in years as "a" after a name: "Rafael Montoya Heredia (81a), NHC ...", "Pte Ramiro
        # Acuña, 70a. Ctrl INR", "Vasile Munteanu, 58a, NHC"
        "es_edad_abreviada_tras_nombre",
        # (or "a." apart: "Madre: Yolanda Quispe Condori, 28 a., vendedora ambulante"; "a" before a comma: "madre
        # Karla Cruz, 22 a, empleada")
        # (or after a nickname's quotes or a date of birth: '("Manolo"), 81 a.', "15/06/1964 (59 a)")
        rf"(?:(?<=[{_LOWER}])|(?<=[\")\u201d])|(?<=\d{{4}}))[ \t]*(?:\(|,[ \t]*)"
        r"(?P<phi>\d{1,3}a|\d{1,3}[ \t]a\.(?=[ \t]*[,;]|[ \t]{2})|\d{1,3}[ \t]a(?=\)|[ \t]*[,;]))"
        r"(?=\)|[ \t]*[,.;](?!\d)|[ \t]*$|[ \t]{2})",
        "AGE",
        0.8,
        re.MULTILINE,
        prefilter=r"\d[ \t]?a\b",
    ),
    Pattern(
        # the same with "de" after a name set off by commas ("Su hermano mayor, Yeray, de 6 años, está sano")
        "es_edad_tras_nombre_aparte",
        rf"(?<![\w])[{_UPPER}][{_LOWER}]+[ \t]*,[ \t]*(?i:de)[ \t]+(?P<phi>\d{{1,3}}[ \t]+(?i:años|meses))"
        r"(?=[ \t]*[,.;)\n])",
        "AGE",
        0.8,
        requires=("año", "mes"),
        prefilter=r",[ \t]*(?i:de)[ \t]+\d",
    ),
    Pattern(
        # "tengo 34 años", "mi hijo tiene 7 años", "cumplí 80 años", "acabo de cumplir 61 años"; not a duration
        # ("tiene 3 meses de evolución")
        "es_edad_primera_persona",
        r"(?i:\b(?:tengo|tiene|tienes|tenía|tenia|cumpl[íi]|cumple|cumplió|cumplo"
        r"|cumplir(?:á|)(?=[ \t]+\d{1,3}[ \t]+años)|cumplido))[ \t]+(?P<phi>"
        + _YEARS
        # or in words ("desde que tenía veinte años", "tiene quince años")
        + r"|(?i:"
        + _TENS_IN_WORDS
        + r"|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|"
        + _TEN_TO_NINETEEN
        + r")[ \t]+(?i:años|meses)"
        # or a bare number where the clause ends ("tengo 39 y soy kinesiólogo", "cumplo 40.")
        + r"|(?<=[Tt]engo[ \t])\d{1,2}(?=[ \t]*(?:[,.;)!?]|y\b))"
        + r"|(?<=[Cc]umplo[ \t])\d{1,2}(?=[ \t]*(?:[,.;)!?]|y\b)))(?![\w])"
        + _NOT_A_DURATION,
        "AGE",
        0.85,
        requires=("ten", "tien", "cumpl"),
    ),
    # the ages of relatives named together ("dos hijos de 5 y 8 años", "nietas de 3, 6 y 9 años")
    *_ages_in_a_list(
        "es_edades_de_familiares", r"(?i:" + _RELATIVES_TOGETHER + r"[ \t]+de[ \t]+)", r"(?![\w])", r"(?![\w])", 0.8
    ),
    Pattern(
        "es_edad_tras_oficio",  # "un albañil de 52 años", "una maestra de 45 años": an occupation names a person
        r"\b(?i:un|una)[ \t]+(?i:<<professions>>|" + _COMMON_OCCUPATIONS + r")[ \t]+de[ \t]+(?P<phi>" + _YEARS + r")",
        "AGE",
        0.85,
        requires=("año", "mes"),
    ),
    *(
        Pattern(
            # two people named in brackets, each with the age after a comma, no unit ("dos niños (Keylor, 9, y Dayana,
            # 5)"): each name and each age
            f"es_nombres_y_edades_entre_parentesis_{part}",
            _TWO_NAMES_WITH_AGES.format(
                **{key: "(?P<phi>" if key == part else "(?:" for key in ("n1", "a1", "n2", "a2")}
            ),
            "AGE" if part.startswith("a") else "NAME-RELATIVE",
            0.75,
            prefilter=r",[ \t]*\d{1,2}[ \t]*[,;]?[ \t]*[ye][ \t]",
        )
        for part in ("n1", "a1", "n2", "a2")
    ),
    Pattern(
        "es_edad_familiar_parentesis",  # "mi madre rosario (78 años)", "El hijo mediano (21 años)"
        r"(?<![\w])(?i:" + _RELATIVE + r")(?:[ \t]+[\w-]+)?[ \t]*\([ \t]*"
        r"(?P<phi>\d{1,3}[ \t]+(?:años|añitos|meses|mesecitos))[ \t]*\)",  # "su hermanita Ximena (2 añitos)"
        "AGE",
        0.85,
        requires=("año", "añito", "mes"),
    ),
    Pattern(
        # the years alone in brackets after a word name an age ("soy la madre de iker (5 años)"); months there are
        # mostly a treatment's ("isoniacida 300 mg (9 meses)")
        "es_edad_entre_parentesis",
        r"\((?:(?<=[^\W\d_]\()|(?<=[^\W\d_][ \t]\())[ \t]*(?P<phi>\d{1,3}[ \t]+(?:años|añitos|AÑOS))[ \t]*\)",
        "AGE",
        0.8,
        requires=("año", "añito"),
    ),
    Pattern(
        # an age without its unit opening a bracket after a name, before what the person does ("su hijo Wilber (27,
        # albañil que trabaja", "Nilda Benítez (31, empleada de comercio)", "su pareja Antonio Fernández (21,
        # vendedor ambulante)"): a word in lower case after the comma; none on MEDDOCAN
        "es_edad_sin_unidad_entre_parentesis",
        rf"(?<![\w])[{_UPPER}][{_LOWER}]+[ \t]*\([ \t]*(?P<phi>\d{{1,3}})[ \t]*,[ \t]+(?=[{_LOWER}]{{3,}})"
        # (not a count before how or how often: "Ciclos (4, cada 21 días)")
        r"(?!(?:cada|con|sin|por|para|más|menos|veces|dosis|ciclos|semanas|días|meses|años|mg|total|ambos|todos)\b)",
        "AGE",
        0.75,
        validator=lambda number: int(number) <= 110,
        prefilter=r"\(\d{1,3}[ \t]*,[ \t]+[a-záéíóúñü]",
    ),
    Pattern(
        # what the person does after that age ("Derlis Giménez (35, camionero que trabaja en la ruta", "Matías (34,
        # enfermero en un CTI privado)"): an entry of the professions lists, the clause's end or where after it
        "es_profesion_tras_edad_entre_parentesis",
        r"\([ \t]*\d{1,3}[ \t]*,[ \t]+(?P<phi>"
        + _NOT_RETIRED
        + r"(?i:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"|"
        + _OCCUPATION_OF
        + r"|"
        + _OCCUPATIONS_ALONE_LONGEST_FIRST
        + r"))(?=[ \t]*[),;]|[ \t]+(?:que|en|de|del|y|jubilad[oa]|retirad[oa])\b)",
        "PROFESSION",
        0.75,
        prefilter=r"\(\d{1,3}[ \t]*,[ \t]+[a-záéíóúñü]",
    ),
    # the ages of people named before them in a list ("dos hijas (Paula y Marta, de 12 y 9 años)"); not a duration
    # ("de 3 y 5 años de evolución")
    *_ages_in_a_list(
        "es_edades_tras_nombres", r"(?<=,)[ \t]*(?i:de)[ \t]+", _NOT_A_DURATION, r"(?![\w])" + _NOT_A_DURATION, 0.75
    ),
    Pattern(
        # an age of onset without its unit where the clause ends ("Consumo diario de cannabis desde los 16,
        # incremento", "fuma desde los 15.", "tiene hipotiroidismo desde los 40 y"): under 70, not a decade a note
        # recalls ("desde los 90")
        "es_edad_desde_los",
        r"\b(?i:desde|a[ \t]+partir[ \t]+de)[ \t]+los[ \t]+"
        r"(?P<phi>(?:[1-6]\d|[2-9])(?=[ \t]*[,.;)]|[ \t]+(?:y|hasta)\b)"
        # or any age with its unit ("alimentación complementaria desde los 6 meses")
        r"|\d{1,2}[ \t]+(?i:meses|años)(?![ \t]+de[ \t]+(?:evoluci|edad[ \t]+gestacional)))",
        "AGE",
        0.7,
        requires=("desde los", "de los"),
    ),
    Pattern(
        # an age after "con", at which something happened or is still done ("con 82 años todavía quiere atender la
        # tienda", "desde que con 7 años me sacaron una muela"): not a duration ("con 3 años de evolución")
        "es_edad_tras_con",
        r"\b(?i:con)[ \t]+(?P<phi>\d{1,3}[ \t]+(?i:años|añitos))(?![\w])"
        + _NOT_A_DURATION
        + r"(?![ \t]+(?i:de|más|menos|en|sin)\b)",
        "AGE",
        0.75,
        requires=("años", "añitos"),
    ),
    Pattern(
        # an age in the diminutive, which nothing but a child's age is ("el gordito de 3 añitos", "mi nena de 8
        # mesecitos")
        "es_edad_diminutiva",
        r"(?<![\w.,])(?P<phi>\d{1,2}[ \t]+(?i:añitos|añito|mesecitos|mesecito))(?![\w])",
        "AGE",
        0.7,
        requires=("añito", "mesecito"),
    ),
    Pattern(
        # the writer's own job when it is a clinician's ("tengo 39 y soy kinesiólogo", "trabajo como enfermera en"):
        # first person only, a patient or relative writing
        "es_profesion_sanitaria_propia",
        r"\b(?i:soy|trabajo[ \t]+(?:de|como))[ \t]+(?:(?i:un|una)[ \t]+)?(?P<phi>(?i:kinesi[óo]log[oa]"
        r"|fisioterapeuta|enfermer[oa]|m[ée]dic[oa]|odont[óo]log[oa]|dentista|psic[óo]log[oa]|farmac[ée]utic[oa]"
        r"|nutricionista|matrona|obstetra|param[ée]dic[oa]|auxiliar[ \t]+de[ \t]+enfermer[íi]a|t[ée]cnic[oa]"
        r"[ \t]+en[ \t]+[a-záéíóúñ]+))(?![\w])",
        "PROFESSION",
        0.7,
        requires=("soy", "trabajo"),
    ),
    Pattern(
        "es_edad_de_vida",  # "transferido a los 19 días de vida", "Varón de 26 días de vida": a newborn's age
        r"(?<![\w])(?P<phi>\d{1,3}[ \t]+(?:días|meses|semanas|horas))(?=[ \t]+de[ \t]+vida\b)",
        "AGE",
        0.85,
        requires=("vida",),
    ),
    Pattern(
        # the patient's age at an event of their history: "A los 31 años consultó", "menarquia a los 14 años", "a la
        # edad de 10 años", "fumador desde los 12 años"; years only, and not a time after an event ("a los 2 años del
        # trasplante", "a los 3 meses de la resección": MEDDOCAN train 38 of 44 "a los N años" so written are ages)
        "es_edad_a_los",
        r"(?i:\b(?:a[ \t]+los|desde[ \t]+los|hasta[ \t]+los))[ \t]+"
        r"(?P<phi>(?i:" + _AGE_NUMBER + r"[ \t]+años))"
        r"(?![ \t]+(?i:de[ \t]+(?!edad|vida)|del|tras|desde|después|post|y[ \t]+medio|en[ \t]+que|siguientes"
        r"|posteriores))",
        "AGE",
        0.75,
        requires=("a los", "desde los", "hasta los"),
    ),
    Pattern(
        # the same with no unit where the clause ends ("tuvo cáncer de mama a los 49, que es la edad que tengo", "a
        # los 45."): not a list ("a los 3, 6 y 12"), nor a day of a follow-up ("control a los 15.")
        "es_edad_a_los_sin_unidad",
        r"(?<![Cc]ontrol[ \t])(?<![Rr]evisi[óo]n[ \t])(?<![Ss]eguimiento[ \t])(?<![Cc]ita[ \t])(?<![Vv]isita[ \t])"
        r"\b(?i:a[ \t]+los)[ \t]+(?P<phi>\d{1,2})(?=[ \t]*[,.;)](?![ \t]*\d))",
        "AGE",
        0.7,
        requires=("a los",),
        starts_with_required=True,
    ),
    Pattern(
        # "A los N" opening a sentence before its verb, no unit ("A los 58 tuvo un infarto", "A los 16 empezó a
        # fumar"): an age; with a unit the other rules read it, and a time after an event has one ("A los 3 meses")
        "es_edad_a_los_al_inicio",
        r"(?m:(?:^|(?<=[.!?][ \t]))[ \t]*A[ \t]+los[ \t]+(?P<phi>[1-9]\d?)(?=[ \t]+(?!(?:d[íi]as|meses|semanas|a[ñn]os"
        r"|horas|minutos)\b)[a-záéíóúñ]))",
        "AGE",
        0.7,
        requires=("a los",),
    ),
    Pattern(
        # "a la edad de 10 años de calcificaciones", "a la edad de 6 meses": an age whatever follows
        "es_edad_a_la_edad_de",
        r"(?i:\ba[ \t]+la[ \t]+edad[ \t]+de)[ \t]+"
        r"(?P<phi>(?i:" + _AGE_NUMBER + r"[ \t]+(?:años|meses)))",
        "AGE",
        0.8,
        requires=("a la edad",),
    ),
    Pattern(
        # an age in words after "de" or a comma, as certificates write it: "identificado con DNI ..., de treinta y dos
        # años de edad", "Ginés Martínez Albaladejo, de ochenta y un años"
        "es_edad_en_letras",
        # or after "con" ("Con noventa y un años una operación así", "con once años ya debe")
        r"(?:\b(?i:de|con)|,)[ \t]+(?P<phi>(?i:" + _TENS_IN_WORDS + r"|" + _TEN_TO_NINETEEN + r")"
        r"(?:[ \t]*\(\d{1,3}\))?[ \t]+(?i:años))(?![\w])" + _NOT_A_DURATION,
        "AGE",
        0.85,
        requires=("año",),
        prefilter=r"(?i:nta|einte|eint[ií]|cien|once|doce|trece|catorce|quince|dieci|diez)",
    ),
    Pattern(
        "es_edad_de_edad",
        r"(?<![\w])(?P<phi>" + _YEARS + r")(?=[ \t]+(?i:de[ \t]+edad))",
        "AGE",
        0.9,
        requires=("edad",),
    ),
    # --- dates
    Pattern(
        "es_fecha_numerica",
        r"(?<![\w/.-])(?:0?[1-9]|[12]\d|3[01])[ \t]?"
        + between_same_separators(r"(?:0?[1-9]|1[0-2])", space=r"[ \t]?")
        + r"[ \t]?(?:(?:19|20)\d{2}|\d{2})(?![\w/-])",
        "DATE",
        0.95,
    ),
    Pattern(
        "es_fecha_iso",
        r"(?<![\w/-])(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\w/-])",
        "DATE",
        0.95,
    ),
    Pattern(
        "es_fecha_texto",
        r"(?<![\w])(?:\d{1,2}[ \t]+(?:de|DE)[ \t]+)?"
        + _MONTH_BESIDE_DIGITS
        + r"(?:[ \t]+(?:de[ \t]+|del[ \t]+|DE[ \t]+|DEL[ \t]+)?(?:19|20)\d{2})",
        "DATE",
        0.9,
        requires=_MONTH_WORDS,
    ),
    Pattern(
        # an abbreviated weekday before its date ("Visita de enfermería sáb 18/11", "vie. 3/5/24")
        "es_fecha_dia_semana_abreviado",
        r"(?<![\w])(?i:lun|mar|mi[ée]|jue|vie|s[áa]b|dom)\.?[ \t]+"
        + _DAY_AND_MONTH
        + r"(?:/(?:\d{4}|\d{2}))?(?![\w/-]|[.,]\d)",
        "DATE",
        0.8,
        requires=("lun", "mar", "mié", "mie", "jue", "vie", "sáb", "sab", "dom"),
        starts_with_required=True,
    ),
    Pattern(
        # a weekday after a visit's field ("Próxima visita: martes.", "Cita: jueves 10 h")
        "es_fecha_dia_semana_tras_cita",
        r"(?i:visita|cita|control|revisi[óo]n)[ \t]*:[ \t]*(?:(?i:el|este|pr[óo]ximo)[ \t]+)?"
        r"(?P<phi>" + _WEEKDAY_ES + r")(?![\w])",
        "DATE",
        0.8,
        requires=("visita", "cita", "control", "revisi"),
        starts_with_required=True,
    ),
    Pattern(
        # a day of the week named as a date ("Tenemos cita el jueves", "desde el pasado lunes", "Alta probable mañana
        # jueves", "Ecocardiograma de control jueves", "¿cita un viernes?"): MEDDOCAN's date
        "es_fecha_dia_semana",
        r"\b(?i:el|un|este|esta|pr[óo]ximo|pasado|del|mañana|hoy|ayer|control|cita)[ \t]+"
        r"(?:(?i:pr[óo]ximo|pasado)[ \t]+)?"
        r"(?P<phi>" + _WEEKDAY_ES + r")(?![\w])",
        "DATE",
        0.75,
        requires=_WEEKDAY_WORDS_ES,
    ),
    *(
        Pattern(
            # a day and month alone in brackets after what happened on it ("Ecocardiograma (06/02): FEVI 45 %"), or
            # as the label of what follows ("Labs 13/08: Hb 9.1"): two digits each, not a score of ten ("10/10")
            f"es_fecha_dia_mes_{where}",
            (
                r"\((?P<phi>" + _DAY_AND_MONTH_IN_DIGITS + r")\)"
                if where == "entre_parentesis"
                # (not a blood pressure in cmHg: "TA 12/08:")
                else r"(?<![\w/.,-])(?<!TA[ \t])(?<!PA[ \t])(?<!TA:[ \t])(?<!PA:[ \t])(?P<phi>"
                + _DAY_AND_MONTH_IN_DIGITS
                + r")(?=[ \t]*:(?!\d))"
            ),
            "DATE",
            0.7,
            prefilter=r"\(\d\d/\d\d\)" if where == "entre_parentesis" else r"\d/\d\d[ \t]*:",
        )
        for where in ("entre_parentesis", "como_rotulo")
    ),
    Pattern(
        # a weekday alone in brackets after what happened on it ("Cateterismo (lunes): lesión del 80%"): a date, not
        # the habit of "los lunes"
        "es_fecha_dia_semana_entre_parentesis",
        r"\((?P<phi>" + _WEEKDAY_ES + r")\)",
        "DATE",
        0.75,
        requires=tuple(f"({day})" for day in _WEEKDAY_WORDS_ES),
    ),
    *(
        Pattern(
            # the weekdays that open and close a range ("de lunes a viernes", "Trabajo de 10 a 19 lunes a sábado")
            f"es_fecha_dias_de_un_rango_{end}",
            (r"(?<![\w])(?P<phi>" + _WEEKDAY_ES + r")(?=[ \t]+a[ \t]+" + _WEEKDAY_ES + r"(?![\w]))")
            if end == "inicio"
            else (r"(?<![\w])" + _WEEKDAY_ES + r"[ \t]+a[ \t]+(?P<phi>" + _WEEKDAY_ES + r")(?![\w])"),
            "DATE",
            0.75,
            requires=_WEEKDAY_WORDS_ES,
        )
        for end in ("inicio", "fin")
    ),
    *(
        Pattern(
            # two days of a month joined by "y", both in two digits, the month with its zero ("en dos tiempos (16/07 y
            # 23/07)"): not a score out of ten ("Apgar 4/10 y 8/10")
            f"es_fechas_dia_mes_pareadas_{which}",
            (
                r"(?<![\w/.,-])(?P<phi>"
                + _DAY_SLASH_MONTH
                + r")(?=[ \t]+[ye][ \t]+"
                + _DAY_SLASH_MONTH
                + r"(?![\w/]|[.,]\d))"
            )
            if which == "primera"
            else (
                r"(?<![\w/.,-])"
                + _DAY_SLASH_MONTH
                + r"[ \t]+[ye][ \t]+(?P<phi>"
                + _DAY_SLASH_MONTH
                + r")(?![\w/]|[.,]\d)"
            ),
            "DATE",
            0.75,
            prefilter=r"/0[1-9][ \t]+[ye][ \t]+\d",
        )
        for which in ("primera", "segunda")
    ),
    Pattern(
        # a weekday before the date it names: "jueves 18 de julio de 2024", "Martes, 9 de abril", with its day where
        # no month follows ("el pasado viernes 8", "del sabado 23"); not "los lunes", a habit
        "es_fecha_dia_semana_ante_fecha",
        r"(?<![\w])(?<!los[ \t])(?<!LOS[ \t])"
        r"(?P<phi>"
        + _WEEKDAY_ES
        # with the day alone ("viernes 8") or a date in digits ("martes 5/3/24", "jueves, 07/03/2024")
        + r"(?:,?[ \t]+(?:\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})(?![\d/])"
        r"|\d{1,2}(?![\d:h/-]|[.,]\d|,?[ \t]+(?i:de[ \t]+)?" + _MONTH + r")))?)"
        r"(?=,?[ \t]+\d{1,2}(?![\d:h]|[.,]\d)|(?<=\d))",
        "DATE",
        0.75,
        requires=_WEEKDAY_WORDS_ES,
    ),
    Pattern(
        # a day and month opening a line of a nursing or chat log, before the shift or the time: "23/11 T. noche:",
        # "[12/9 6:40 p. m.] Dr. Ulloa"
        "es_fecha_dia_mes_al_inicio",
        r"^[ \t]*\[?(?P<phi>" + _DAY_AND_MONTH + r")(?![\d/])"
        r"(?=,?[ \t]+(?:T\.|[Tt]urno|\d{1,2}:\d{2}|(?i:mañana|tarde|noche)\b)|:[ \t])",  # "14/01, tarde:", "15/1:"
        "DATE",
        0.8,
        re.MULTILINE,
        prefilter=r"\d/\d",
    ),
    Pattern(
        # a day and month without the year after a word that dates ("Laboratorio del 3/10:", "INR hoy 3/5", "Próx.
        # ctrl 31/5"); not a score or ratio ("EVA 7/10", "fuerza de 4/5")
        "es_fecha_dia_mes_numeros",
        r"(?<![\w])(?i:del|el|hoy|ctrl\.?|control|desde[ \t]+el|hasta[ \t]+el)[ \t]+"
        r"(?P<phi>" + _DAY_AND_MONTH + r")(?![\w/-]|[.,]\w)"  # a sentence may end ("TC del 27/01.")
        r"(?![ \t]*(?i:d[íi]as|ciclos|sesiones))",
        "DATE",
        0.8,
        requires=("del", "el", "hoy", "ctrl", "control"),
        prefilter=r"\d/\d",
    ),
    Pattern(
        "es_fecha_dia_mes",
        r"(?<![\w])\d{1,2}[ \t]+(?:de|DE)[ \t]+" + _MONTH_BESIDE_DIGITS + r"(?![\w])",
        "DATE",
        0.9,
        requires=_MONTH_WORDS,
    ),
    Pattern(
        "es_fecha_guiones",  # "12-abril-2016", and with no day "julio-04", "En octubre-05 presentó"
        r"(?<![\w-])(?:\d{1,2}-)?" + _MONTH_BESIDE_DIGITS + r"-(?:(?:19|20)\d{2}|\d{2})(?![\w-])",
        "DATE",
        0.95,
        requires=_MONTH_WORDS,
    ),
    Pattern(
        # a date read aloud, as a dictated note writes it ("fecha de ingreso veintidós de abril del dos mil
        # veinticuatro", "el quince de mayo", "primero de enero de mil novecientos cincuenta y dos")
        "es_fecha_en_letras",
        r"(?<![\w-])(?P<phi>(?i:"
        + _DAY_IN_WORDS
        + r")[ \t]+de[ \t]+"
        + _MONTH_BESIDE_DIGITS
        + r"(?:[ \t]+(?i:de|del)(?:[ \t]+(?i:año))?[ \t]+(?i:"
        + _YEAR_IN_WORDS
        + r"))?)(?![\w-])",
        "DATE",
        0.85,
        requires=_MONTH_WORDS,
    ),
    Pattern(
        # a year read aloud after what places it in time ("en dos mil diecinueve", "desde mil novecientos noventa")
        "es_anio_en_letras",
        r"\b(?i:en|desde|hasta|del|año)[ \t]+(?P<phi>(?i:" + _YEAR_IN_WORDS + r"))(?![\w-])"
        r"(?![ \t]+(?i:pesos|euros|dólares|soles|personas|pacientes|casos|mg|metros|habitantes|ml|y))",
        "DATE",
        0.75,
        requires=("dos mil", "mil novecientos"),
    ),
    Pattern(
        # a phone number read aloud after its word ("teléfono de contacto de la hija seis ocho siete ocho seis dos
        # cero uno cuatro cinco"): seven digits or more in words
        "es_telefono_dictado",
        r"\b(?i:tel[ée]fono|tel[ée]f|tel|celular|m[óo]vil|whatsapp|ll[áa]mame|llamar)"
        r"(?:[ \t]+[\wáéíóúñ]+){0,5}?[ \t,:]+(?P<phi>" + _digits_read_aloud("{6,14}") + r")(?![\w-])",
        "PHONE",
        0.8,
        requires=("tel", "celular", "móvil", "movil", "whatsapp", "llám", "llam"),
        prefilter=_FIVE_DIGITS_READ_ALOUD,
    ),
    Pattern(
        # an identifier read aloud after its name ("número de seguridad social cuatro cuatro ocho siete uno dos tres
        # cuatro cinco seis siete", "DNI cinco dos ..."): five digits or more in words
        "es_identificador_dictado",
        r"\b(?i:seguridad[ \t]+social|afiliaci[óo]n|afiliado|expediente|historia[ \t]+cl[íi]nica|DNI|NSS|NHC|c[ée]dula"
        r"|p[óo]liza|n[úu]mero[ \t]+de[ \t]+(?:paciente|registro|historia|identificaci[óo]n))"
        r"(?:[ \t]+(?i:es|n[úu]mero))?[ \t,:]+(?P<phi>" + _digits_read_aloud("{4,16}") + r")(?![\w-])",
        "IDNUM",
        0.8,
        requires=(
            "social",
            "afiliaci",
            "afiliado",
            "expediente",
            "historia",
            "dni",
            "nss",
            "nhc",
            "dula",
            "liza",
            "mero",
        ),
        prefilter=_FIVE_DIGITS_READ_ALOUD,
    ),
    Pattern(
        "es_fecha_mes_suelto",  # "culminó en octubre del mismo año", "hasta julio", "(mes de abril)"
        # and in capitals after a preposition in capitals ("INGRESADO EN EL HOSPITAL DEL MAR EN NOVIEMBRE")
        r"\b(?:(?:[Ee]n|[Hh]asta|[Dd]esde|[Dd]urante|mes(?:es)?[ \t]+de"
        # "en la consulta de abril", "la revisión de mayo"
        r"|(?:consulta|revisi[óo]n|control|anal[íi]tica|cita|visita)[ \t]+de)[ \t]+(?=" + _MONTH + r")"
        r"|(?:EN|HASTA|DESDE|DURANTE|MES[ \t]+DE)[ \t]+)(?P<phi>" + _MONTH_BESIDE_DIGITS + r")\b"
        r"(?!-|[ \t]+(?i:(?:del?[ \t]+(?:año[ \t]+)?)?)\d)",  # a year after it: the other date rules take the date
        "DATE",
        0.8,
        requires=_MONTH_WORDS,
    ),
    Pattern(
        # a month in lower case anywhere: only a date writes one ("los análisis de diciembre", "la regla de febrero",
        # "aprobados para agosto:", "fractura vertebral mayo |"); not beside a day or a year, which the other date
        # rules take with it, nor capitalised ("Profe Julio", "Plaza de Mayo" are the name rules')
        "es_fecha_mes_en_minusculas",
        r"(?<![\w-])(?<!\d de )(?P<phi>enero|febrero|marzo|abril|mayo|junio|julio|agosto|se(?:p)?tiembre|octubre"
        r"|noviembre|diciembre)(?![\w-])(?![ \t]+(?i:(?:del?[ \t]+(?:año[ \t]+)?)?)\d)",
        "DATE",
        0.7,
        requires=_MONTH_WORDS,
    ),
    *(
        Pattern(
            # two months joined, as a period or either of them ("caídas en agosto y septiembre", "de marzo a mayo",
            # "en junio o julio"): each; not before a year, which the other date rules take with it
            f"es_fecha_meses_unidos_{end}",
            (r"(?<![\w])(?P<phi>" + _MONTH + r")(?=[ \t]+(?:y|e|o|a|hasta)[ \t]+" + _MONTH + r"\b)")
            if end == "primero"
            else (
                r"(?<![\w])" + _MONTH + r"[ \t]+(?:y|e|o|a|hasta)[ \t]+(?P<phi>" + _MONTH + r")\b"
                r"(?!-|[ \t]+(?i:(?:del?[ \t]+(?:año[ \t]+)?)?)\d)"
            ),
            "DATE",
            0.75,
            requires=_MONTH_WORDS,
        )
        for end in ("primero", "segundo")
    ),
    Pattern(
        # a season and its year ("broncoespasmo (otoño de 2023)", "en el verano del 2019")
        "es_fecha_estacion_con_anio",
        r"(?<![\w])(?P<phi>(?i:primavera|verano|oto[ñn]o|invierno)[ \t]+(?:(?:de|del)[ \t]+)?(?:19|20)\d{2})(?![\w])",
        "DATE",
        0.8,
        requires=("primavera", "verano", "otoño", "otono", "invierno"),
    ),
    Pattern(
        "es_fecha_romana",  # "3-IV-2019", "12/XI/1998", "3.IV.19": the month in Roman numerals
        r"(?<![\w/.-])(?:0?[1-9]|[12]\d|3[01])"
        + between_same_separators(r"(?:XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)", space=r"[ \t]?")
        + r"(?:(?:19|20)\d{2}|\d{2})(?![\w/-])",
        "DATE",
        0.9,
    ),
    Pattern(
        # "Alta el día 12/5.", "desde el 3/11": day and month after "el" or "día" (not "hasta 2/3 del limbo")
        "es_fecha_dia_mes_contexto",
        r"(?<![\w])(?i:el|día|dia)[ \t]+(?P<phi>" + _DAY_AND_MONTH + r")(?![\w/-]|\.\d)",
        "DATE",
        0.8,
        requires=("el", "día", "dia"),
    ),
    Pattern(
        # the end of a range of days and months ("durante el ingreso del 5/10 al 7/10", "desde el 3/11 hasta el 9/11")
        "es_fecha_dia_mes_fin_de_rango",
        r"(?<![\w])(?i:del|desde[ \t]+el)[ \t]+"
        + _DAY_AND_MONTH
        + r"[ \t]+(?i:al|hasta[ \t]+el)[ \t]+(?P<phi>"
        + _DAY_AND_MONTH
        + r")(?![\w/-]|\.\d)",
        "DATE",
        0.8,
        requires=("del", "desde"),
    ),
    Pattern(
        # a day and a month's abbreviation joined by a hyphen or slash, maybe with the year ("Laboratorios 13/sep:",
        # "control el 3-ago", "12/ENE/2023")
        "es_fecha_dia_mes_abreviado",
        r"(?<![\w/.-])(?:0?[1-9]|[12]\d|3[01])(?P<separator>[-/])(?i:ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov"
        r"|dic)(?:(?P=separator)(?:(?:19|20)\d{2}|\d{2}))?(?![\w/-])",
        "DATE",
        0.85,
        prefilter=r"\d[-/][A-Za-z]{3}",
    ),
    Pattern(
        # a month and year in digits after the words that give a time: "diagnosticada en 3/2021", "desde 11/2019",
        # "(02/2023)" (not a dilution: "ANA 1/2560" has no such word)
        "es_fecha_mes_anio",
        r"(?:\b(?i:en|desde|hasta|de|del|el|año|fecha|a[ \t]+partir[ \t]+de)[ \t]+|\((?=\d{1,2}/\d{4}\)))"
        r"(?P<phi>(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2})(?![\w/-]|[.,]\d)",
        "DATE",
        0.85,
        prefilter=r"\b(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}\b",
    ),
    Pattern("es_fecha_anio", r"(?<![\w])[Aa]ño[ \t]+(?:19|20)\d{2}(?![\w])", "DATE", 0.9, requires=("año",)),
    Pattern(
        "es_fecha_anio_contexto",
        r"\b(?:de|del|en|desde|hasta|y|a|el|entre|durante|antes|tras)[ \t]+(?P<phi>(?:19|20)\d{2})(?![\w/-]|[.,]\d)"
        + _NOT_A_UNIT,
        "DATE",
        0.8,
        requires=("19", "20"),
    ),
    # --- contact
    Pattern(
        "es_fax",
        r"\bFax[ \t]*[.:]?[ \t]*(?P<phi>(?:\+34[ \t]?)?\d{2,3}(?:[ \t.-]?\d{2,3}){2,3})(?![\w])",
        "FAX",
        0.95,
        re.IGNORECASE,
        has_phone_digits,
        requires=("fax",),
    ),
    Pattern(
        "es_telefono",
        r"(?<![\w+/.-])(?:\+34[ \t]?|0034[ \t]?)?[6789]\d{1,2}(?:[ \t.-]?\d{2,3}){2,3}(?![\w/-])",
        "PHONE",
        0.85,
        validator=lambda text: sum(char.isdigit() for char in text) in {9, 11, 13},
    ),
    # --- identifiers
    Pattern("es_dni", r"(?<![\w-])\d{8}[ \t-]?[A-HJ-NP-TV-Z](?![\w-])", "IDNUM", 0.85),
    Pattern("es_nie", r"(?<![\w-])[XYZ][ \t-]?\d{7}[ \t-]?[A-HJ-NP-TV-Z](?![\w-])", "IDNUM", 0.85),
    Pattern(
        # a note in lower case: a DNI or NIE after its name only ("dni: 52378411k", "nie x1234567l")
        "es_dni_minusculas",
        r"(?<![\w])(?:dni|nif|nie)[ \t]*(?:n[º°o]\.?)?[ \t]*[:.]?[ \t]*"
        r"(?P<phi>(?:\d{8}|[xyz][ \t-]?\d{7})[ \t-]?[a-hj-np-tv-z])(?![\w-])",
        "IDNUM",
        0.85,
        requires=("dni", "nif", "nie"),
        starts_with_required=True,
    ),
    # Latin-American notes: the Mexican CURP (4 letters, birth date, sex, state, consonants, check) and RFC, a
    # document number after its name ("DNI 28.456.789", "RUT 12.345.678-9", "cédula 4455123")
    Pattern(
        # a phone after its word, in any country's layout: "cel. 11 5623-8841", "mi número es 33 1122 3344"
        "es_telefono_tras_clave",
        r"(?i:\b(?:tel[ée]fonos?|tel|telf|tlf|tlfno|tfno|cel|celular|m[óo]vil|whatsapp|whats|wsp|wasap|"
        r"(?<=mi[ \t])n[úu]mero|n[úu]mero[ \t]+de[ \t]+(?:tel[ée]fono|celular|contacto)|contacto(?=[ \t]*:))\b"
        # (a word of whose between: "Tel. guardia: (03885) 422-117", "tel mamá 55 6103 2297", "Tel. del centro:")
        r"\.?(?:[ \t]+(?:del[ \t]+|de[ \t]+(?:la[ \t]+)?)?(?:guardia|fijo|casa|trabajo|contacto|urgencias|consultorio"
        r"|centro|mam[áa]|pap[áa]|madre|padre|hij[oa]|espos[oa]|familiar|abuel[oa]|herman[oa]|tutor[a]?"
        r"|cl[íi]nica|hospital|oficina|consulta))?"
        r"[ \t]*:?[ \t]*(?:es[ \t]+)?)"
        r"\+?(?P<phi>\(?\d[\d \t().-]{6,16}\d)(?![\w-])",  # without the "+", as MEDDOCAN draws it; "0212-908.01.44"
        "PHONE",
        0.85,
        # (seven digits too, a landline of Panama or Central America: "tel. 774-5521")
        validator=lambda text: 7 <= sum(char.isdigit() for char in text) <= 13,
        requires=(
            "tel",
            "tlf",
            "tfno",
            "cel",
            "móvil",
            "movil",
            "whats",
            "wsp",
            "wasap",
            "número",
            "numero",
            "contacto",
        ),
    ),
    Pattern(
        # a North American toll-free or service line, as Puerto Rico's and the United States' Spanish notes give them
        # ("línea PAS de ASSMCA 1-800-981-0023")
        "es_telefono_gratuito",
        r"(?<![\w-])(?P<phi>1-8(?:00|33|44|55|66|77|88)-\d{3}-\d{4})(?![\w-])",
        "PHONE",
        0.85,
        prefilter=r"1-8\d\d-\d",
    ),
    Pattern(
        # a phone after "al" where someone asks to be called or written to ("solicita ser contactado al 11 5587-3321",
        # "llamar al 600 360 7777", "escriba al +56 9 8765 4321")
        "es_telefono_tras_llamar_al",
        r"(?i:\b(?:contactad[oa]s?|contactar(?:l[oae]s?)?|llamar(?:l[oae]s?|me)?|llame|llamen|llamó|comunicarse"
        r"|comun[íi]quese|escribir(?:le|me)?|escriba|marcar|marque)[ \t]+al[ \t]+)"
        r"\+?(?P<phi>\(?\d[\d \t().-]{6,16}\d)(?![\w-])",
        "PHONE",
        0.8,
        validator=lambda text: 8 <= sum(char.isdigit() for char in text) <= 13,
        requires=("contact", "llam", "comun", "escrib", "marc"),
        starts_with_required=True,
    ),
    Pattern(
        # an extension after its word ("054 382 550 anexo 2214", "Tel. 927 255 400 ext. 318", "extensión 4471")
        "es_extension",
        r"\b(?i:anexo|ext\.?|extensi[óo]n|interno)[ \t]*:?[ \t]*(?P<phi>\d{2,5})(?![\w/.-]|,\d)",
        "PHONE",
        0.75,
        requires=("anexo", "ext", "interno"),
        starts_with_required=True,
    ),
    Pattern(
        # a phone in brackets right after a person's name, as a contact's is given ("su hermana Gabriela (8855-3120)",
        # "Hijo Freddy Condori (71555239)", "tía Narcisa (099 412 7781)"): eight to eleven digits
        "es_telefono_tras_nombre",
        r"\b[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+[ \t]*\([ \t]*(?P<phi>\d[\d \t-]{6,13}\d)[ \t]*\)",
        "PHONE",
        0.8,
        validator=lambda text: 8 <= sum(char.isdigit() for char in text) <= 11,
        prefilter=r"[a-záéíóúñü][ \t]*\([ \t]*\d[\d \t-]{6,13}\d[ \t]*\)",
    ),
    Pattern(
        # a Venezuelan number by its area or mobile code, wherever it stands ("0212-945 3321 / 0414-318 2250")
        "es_telefono_venezolano",
        r"(?<![\w/.-])0(?:2\d\d|4(?:12|14|16|24|26))[ \t-]\d{3}[ \t.-]?\d{4}(?![\w/-])",
        "PHONE",
        0.8,
        prefilter=r"0[24]\d\d[ \t-]\d{3}",
    ),
    Pattern(
        # a North American number in a Spanish note (Puerto Rico, the United States): "(787) 555-0143"
        "es_telefono_norteamericano",
        r"(?<![\w)])\(\d{3}\)[ \t]?\d{3}[ \t.-]\d{4}(?![\w-])",
        "PHONE",
        0.85,
        prefilter=r"\(\d{3}\)",
    ),
    Pattern(
        "es_matricula",  # an Argentine clinician's licence: "MN 145.223", "M.P. 4512", "matrícula nacional 145223"
        r"(?:\bM\.?[NP]\.?|(?i:\bmatr[íi]cula(?:[ \t]+(?:nacional|provincial))?))[ \t]*(?:[Nn][º°o]\.?)?[ \t]*:?[ \t]*"
        r"(?P<phi>\d{1,3}(?:\.\d{3})+|\d{4,8}|[A-Z]-\d{3,7})(?![\w-]|\.\d)",  # Mexico's "Matrícula 99187734"
        "LICENSE",
        0.85,
        requires=("m", "matr"),
    ),
    Pattern(
        # the age of a relative named before it ("mi hijo Thiago de 5 años", "su hija mayor Lucía de 12 años", "mi
        # hijo thiago de 5 años"): the age with its unit, as MEDDOCAN marks it
        "es_edad_de_familiar",
        r"(?<![\w])(?i:"
        + _RELATIVE
        + r")(?:[ \t]+(?:(?i:mayor|menor|mediano|mediana|pequeño|pequeña|gemel[oa])|"
        + _NOT_INSTITUTION
        + _WORD
        + r"|"
        + _LOWER_CASE_NAME
        + r")){0,3}[ \t]+(?i:de)[ \t]+(?P<phi>"
        + _YEARS
        + r")(?![\w])"
        + _NOT_A_DURATION,
        "AGE",
        0.8,
        requires=("año", "añit", "mes", "día", "semana"),
    ),
    Pattern(
        # a relative's age without its unit in a message ("mi padre Ernesto tiene 70 y le han dicho", "mi madre
        # cumplió 85."): the number alone, where a conjunction, a comma or the sentence's end follows it
        "es_edad_de_familiar_sin_unidad",
        r"(?<![\w])(?i:mi|mis|su|sus|tu)[ \t]+(?i:" + _RELATIVE + r")(?:[ \t]+" + _NOT_INSTITUTION + _WORD + r"){0,2}"
        r"[ \t]+(?i:tiene|ten[íi]a|cumpli[óo]|cumple|va[ \t]+a[ \t]+cumplir)[ \t]+(?P<phi>\d{1,3})"
        r"(?=[ \t]*(?:[,;.!?]|$)|[ \t]+(?i:y|e|pero|ya|aunque)\b)",
        "AGE",
        0.75,
        requires=("tien", "tenía", "tenia", "cumpl"),
    ),
    Pattern(
        # an employer named after "trabaja en" ("Su pareja trabaja en Binter", "trabajó en Telefónica"); not a
        # department or a ward ("trabaja en Urgencias")
        "es_empresa_tras_trabajo",
        r"\b(?i:trabaj(?:a|aba|ó|o|an)|emplead[oa])[ \t]+(?i:en)[ \t]+(?:(?i:la[ \t]+empresa)[ \t]+)?"
        r"(?!(?:Urgencias|UCI|Planta|Quir[óo]fano|Servicio|Unidad|Consulta|Consultas|Atenci[óo]n|Casa|Casas|Madrid"
        r"|Barcelona|España)\b)"
        r"(?P<phi>" + _NOT_INSTITUTION + _WORD + r"(?:[ \t]+" + _NOT_INSTITUTION + _WORD + r"){0,2})(?![\w])",
        "ORGANIZATION",
        0.65,
        requires=("trabaj", "emplead"),
    ),
    Pattern(
        # a spouse named after the marriage ("casada con Andrés", "viudo de Carmen Ruiz", "divorciada de Luis"): a
        # relative, as MEDDOCAN marks a husband's name
        "es_conyuge_tras_estado_civil",
        r"(?<![\w])(?i:casad[oa]|divorciad[oa]|separad[oa]|viud[oa]|comprometid[oa])[ \t]+(?i:con|de)[ \t]+"
        r"(?P<phi>" + _NAME_AFTER_ROLE + r")(?![\w])",
        "NAME-RELATIVE",
        0.8,
        requires=("casad", "divorciad", "separad", "viud", "comprometid"),
    ),
    Pattern(
        # an occupation after "es", "soy", "era" ("La paciente es maestra de educación infantil", "soy camarero"):
        # an entry of the professions list, not a state ("es portador", "es dependiente para las ABVD")
        "es_profesion_tras_ser",
        r"\b(?i:es|soy|era|eres|fue)[ \t]+(?:(?i:un|una)[ \t]+)?(?!(?i:dependient|independient|portador))"
        r"(?P<phi>"
        + _NOT_RETIRED
        + r"(?i:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|"
        + _OCCUPATION_OF
        + r"|<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"))"
        r"(?![\w-])",
        "PROFESSION",
        0.7,
        requires=("es ", "soy", "era", "fue"),
    ),
    Pattern(
        # a caregiver, friend, neighbour or flatmate named after the tie ("vive con su cuidadora Nicoleta",
        # "acompañado por su compañero de piso, Iker", "la vecina (Rosario)"): a person of the patient's, as a relative
        "es_allegado_con_nombre",
        r"(?<![\w])(?i:su|sus|mi|mis|tu|el|la|con|por)[ \t]+(?i:cuidador[a]?|vecin[oa]|amig[oa]|asistenta"
        r"|compañer[oa](?:[ \t]+de[ \t]+(?:piso|trabajo|habitación|clase))?)[ \t]*[,(]?[ \t]*(?P<phi>"
        + _NAME_AFTER_ROLE
        + r")(?![\w])",
        "NAME-RELATIVE",
        0.75,
        requires=("cuidador", "vecin", "amig", "asistenta", "compañer"),
    ),
    Pattern(
        # a wife named after "mi mujer" ("y mi mujer Encarnación dice que ..."): the name alone, as a CRF reads
        # "mujer" as the patient's sex (es_familiar_con_nombre reads the other ties with the name)
        "es_conyuge_nombrado",
        rf"\b(?i:mi|su|tu)[ \t]+mujer[ \t]+(?P<phi>{_WORD}(?:[ \t]+{_WORD}){{0,2}})",
        "NAME-RELATIVE",
        0.75,
        requires=("mujer",),
    ),
    Pattern(
        # the parents a certificate names ("natural de Zafra, hija de Antonio y de Josefa", "hijo de Juan Pérez y de
        # María López"): each name, the first here; or one parent alone, as a newborn's note names its mother ("RN
        # Pérez Xicará (hijo de Marleny Xicará Tzoc)")
        "es_padre_nombrado_en_filiacion",
        rf"\bhij[oa][ \t]+de[ \t]+(?:(?:Sra?|Dña|Doña|D)\.?[ \t]+)?(?P<phi>(?!Dios\b){_NOT_A_GIVEN_NAME}{_PARENT_NAME})"
        rf"(?=[ \t]+y[ \t]+de[ \t]+[{_UPPER}]|[ \t]*[),;]|[ \t]*\.(?:\s|$))",
        "NAME-RELATIVE",
        0.75,
        requires=("hijo de", "hija de"),
    ),
    Pattern(
        "es_madre_nombrada_en_filiacion",  # ... and the second ("y de Josefa")
        rf"\bhij[oa][ \t]+de[ \t]+{_PARENT_NAME}[ \t]+y[ \t]+de[ \t]+(?P<phi>{_PARENT_NAME})",
        "NAME-RELATIVE",
        0.75,
        requires=("hijo de", "hija de"),
    ),
    Pattern(
        "es_familiar_con_nombre",  # "su hijo Lautaro", "su madre Teresa Rodríguez": MEDDOCAN keeps the relationship
        r"(?<![\w])(?i:su|sus|mi|mis|tu)[ \t]+(?P<phi>(?!(?i:mujer)\b)(?i:" + _RELATIVE + r")(?:[ \t]+(?i:mayor|menor|"
        r"materno|materna|paterno|paterna))?[ \t]+" + _NAME_AFTER_ROLE + r")",
        "NAME-RELATIVE",
        0.85,
    ),
    Pattern(
        # the name after a tie without the possessive, where a listed given name follows it ("Hijo Freddy Condori
        # (7155...) se encarga", "Contacto con tía Narcisa", "Esposa María Gloria se queda"): the name alone, as
        # `es_familiar_nombre_tras_mayuscula` reads it; a cheap shape looked for first
        "es_familiar_sin_posesivo",
        r"(?<![\w])(?=[A-Za-zÁÉÍÓÚáéíóúñ]+[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü])(?<!(?i:su|mi|tu)[ \t])(?<!(?i:sus|mis)[ \t])"
        r"(?!(?i:mujer|pareja)\b)(?i:" + _RELATIVE + r")[ \t]+"
        r"(?P<phi>(?=[A-ZÁÉÍÓÚÑ])(?:<<es_first_names>>|<<first_names>>)"
        # (to the name's end, not a chat's writer before a colon: "[14/05/23, 21:15] Tío Nelson: ...")
        r"(?![\w-])(?:[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+){0,2})(?![ \t]+[A-ZÁÉÍÓÚÑ])(?![ \t]*:)",
        "NAME-RELATIVE",
        0.7,  # below `es_familiar_nombre_tras_mayuscula`, which reads "Esposo Arturo, ingeniero" alike
    ),
    Pattern(
        # a note in one case: "mi hijo santiago tiene 5 años", "su hija pilar", "ACOMPAÑADO DE SU HERMANA LUCÍA"
        "es_familiar_con_nombre_minusculas",
        r"(?<![\w])(?i:su|sus|mi|mis|tu)[ \t]+(?P<phi>(?i:"
        + _RELATIVE
        + r")[ \t]+(?:"
        + _LOWER_CASE_NAME
        + r"|(?=["
        + _UPPER
        + r"]{2})(?:<<es_first_names>>|<<es_last_names>>)(?![\w-])))",
        "NAME-RELATIVE",
        0.8,
    ),
    Pattern(
        # a relative named by the tie alone, anywhere ("El abuelo paterno", "2 sobrinos", "con padres de 74 y 64 años"):
        # MEDDOCAN annotates the relative; not a daughter cyst, a stem cell nor a stock solution ("vesículas hijas",
        # "célula madre", "La solución madre")
        "es_familiar_suelto",
        r"(?<![\w])(?<!(?i:c[ée]lulas)[ \t])(?<!(?i:c[ée]lula)[ \t])(?<!(?i:ves[íi]culas)[ \t])"
        r"(?<!(?i:quistes)[ \t])(?<!(?i:soluci[óo]n)[ \t])"
        r"(?P<phi>(?i:padres?|madres?|hij[oa]s?|herman[oa]s?|abuel[oa]s?|niet[oa]s?|t[íi][oa]s?|sobrin[oa]s?|primos"
        r"|espos[oa]|marido|suegr[oa]|cuñad[oa]|bisabuel[oa]|yerno|nuera)"
        r"(?:[ \t]+(?i:patern[oa]s?|matern[oa]s?))?)(?![\w])",
        "NAME-RELATIVE",
        0.7,
        requires=_RELATIVE_WORDS,
        starts_with_required=True,
    ),
    Pattern(
        "es_familiar_posesivo",  # "acompañado de su esposa", "tuvo su primera hija": MEDDOCAN annotates the relative
        r"(?<![\w])(?i:su|sus)[ \t]+(?:(?i:primer[ao]?|segund[oa]|únic[oa])[ \t]+)?(?P<phi>(?i:" + _RELATIVE + r"))",
        "NAME-RELATIVE",
        0.7,
    ),
    Pattern(
        # who speaks in a message or a call, named after "le habla" ("Buenas doctora, le habla Yusmary, la mamá de
        # Santiago", "Te habla Rubén"): a capitalised word
        "es_nombre_tras_le_habla",
        r"\b(?i:le|te|les)[ \t]+(?i:habla|escribe)[ \t]+(?:(?:la|el)[ \t]+)?(?P<phi>"
        + _NOT_A_GIVEN_NAME
        + _NOT_INSTITUTION
        # (not a department that calls: "Le habla Enfermería de planta", "le escribe Admisión")
        + r"(?!(?:Enfermer[íi]a|Admisi[óo]n|Secretar[íi]a|Recepci[óo]n|Urgencias|Farmacia|Citaci[óo]n|Atenci[óo]n"
        + r"|Consulta|Trabajo|Soporte)\b)"
        + _WORD
        + r"(?:[ \t]+"
        + _WORD
        + r"){0,2})(?![\w-])",
        "PATIENT",
        0.75,
        requires=("habla", "escribe"),
    ),
    Pattern(
        # a review's or post's writer after the word that heads it ("Reseña de Rocío Montoya · hace 2 semanas",
        # "Opinión de Nico B. — verificada", "Publicación de Maricela Garza Treviño:")
        "es_autor_de_resena",
        r"(?m)^[ \t]*(?:Reseña|Opinión|Opinion|Publicación|Publicacion|Comentario|Respuesta|Mensaje)[ \t]+de[ \t]+"
        r"(?P<phi>" + _WORD + r"(?:[ \t]+(?:" + _WORD + r"|[" + _UPPER + r"]\.)){0,2})"
        r"(?=[ \t]*(?:[·•:—–-]|\r?$))",
        "PATIENT",
        0.75,
        requires=("reseña", "opini", "publicaci", "comentario", "respuesta", "mensaje"),
    ),
    Pattern(
        # a known given name after the personal "a" or after "con", where the clause goes on without a surname
        # ("quiero mencionar a Toñi en recepción", "sobre todo a Yadira que", "consulta de enfermería con Josune."):
        # not a place or service that a capital goes on ("remitido a Salud Mental", "a Cruz Roja") nor a word that names
        # a service ("se notifica a Salud en el Trabajo")
        "es_nombre_tras_a_personal",
        r"(?<=[" + _LOWER + r",][ \t])(?:a|con)[ \t]+(?!(?:Salud|Sanidad|Cruz|Paz|Luz|Sol|Trabajo)\b)"
        r"(?P<phi>(?=[" + _UPPER + r"][" + _LOWER + r"])"
        r"(?:<<es_first_names>>|<<first_names>>))(?![\w-])"
        r"(?=[ \t]*[,.;:!?)]|[ \t]+(?:que|en|y|por|para|cuando|se|me|nos|le|la|lo)\b)",
        "PATIENT",
        0.65,
        prefilter=r"(?:a|con)[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+(?:[ \t]*[,.;:!?)]|[ \t]+[a-z])",
    ),
    Pattern(
        # a known given name in brackets after someone named by a role or job ("la secretaria (Silvina) nunca
        # contesta", "el conserje (Ramón)")
        "es_nombre_entre_parentesis_tras_oficio",
        r"\b(?i:la|el|mi|su|nuestr[oa])[ \t]+[a-záéíóúñ]{4,}[ \t]*\([ \t]*(?P<phi>(?=["
        + _UPPER
        + r"]["
        + _LOWER
        + r"])(?:<<es_first_names>>|<<first_names>>)|"
        + _WORD
        + r"(?=[ \t]*\)[ \t]+(?:nunca|siempre|no|me|nos|le|les|que|dijo|contest)))[ \t]*\)",
        "PATIENT",
        0.7,
        prefilter=r"[a-záéíóúñ]{4}[ \t]*\([ \t]*[" + _UPPER + r"][" + _LOWER + r"]+[ \t]*\)",
    ),
    Pattern(
        # the age alone after a header's other fields, two spaces before it ("NUHSA: AN0788221463    58 años")
        "es_edad_en_cabecera",
        r"(?<=[ \t]{2})(?P<phi>\d{1,3}[ \t]+(?i:años|meses))(?=[ \t]*\r?$|[ \t]{2})",
        "AGE",
        0.75,
        re.MULTILINE,
        requires=("años", "meses"),
    ),
    Pattern(
        # the patient named by a parent who writes or comes ("Mamá de Santiago (6 años) consulta", "la madre de
        # Lucía refiere", "la mamá de Derlis"): a child's name after "mamá de", "papá de", "madre de", "padre de"
        # (not "padre de familia", "Madre de Dios"), after "abuelo de" or "tutora de" a known given name
        "es_paciente_tras_progenitor",
        r"(?<![\w])(?:(?i:mam[áa]|pap[áa]|madre|padre)[ \t]+de[ \t]+(?!(?:Familia|Dios)\b)"
        + _NOT_A_GIVEN_NAME
        + r"|(?i:abuel[oa]|tutor[a]?)[ \t]+de[ \t]+"
        + _KNOWN_GIVEN_NAME
        + r")(?P<phi>"
        + _NAME_AFTER_ROLE
        + r")(?![\w])",
        "PATIENT",
        0.7,
        requires=("mam", "pap", "madre", "padre", "abuel", "tutor"),
    ),
    Pattern(
        # the second of two relatives named together after the tie ("hermanos Youssef y Karima", "sus hijas Paula y
        # Marta"): a capitalised name after "y" or "e"
        "es_segundo_familiar_nombrado",
        r"(?<![\w])(?i:"
        + _RELATIVES_TOGETHER
        + r")[ \t]+(?!(?i:de|del|y|e|con|en)\b)"
        + _WORD
        + r"[ \t]+[ye][ \t]+(?P<phi>"
        + _NOT_A_GIVEN_NAME
        + _WORD
        + r")(?![\w-])",
        "NAME-RELATIVE",
        0.75,
        requires=("hijos", "hijas", "hermanos", "hermanas", "nietos", "nietas", "padres", "abuelos", "sobrin"),
    ),
    Pattern(
        # a relative's name after the tie where the relative's phone follows ("Hijo Wilberth (tel. 997 103 4456)",
        # "su sobrina Yesica, cel. 0981 223 445"): any name, the phone says a person was named
        "es_familiar_con_telefono",
        # (a word and a capitalised one looked for first, the ties after)
        r"(?<![\w])(?=[A-Za-zÁÉÍÓÚáéíóúñ]+[ \t]+[A-ZÁÉÍÓÚÑ])(?i:"
        + _RELATIVE
        + r")[ \t]+(?P<phi>"
        + _NAME_AFTER_ROLE
        + r")"
        r"(?=[ \t]*(?:\(|,)[ \t]*(?i:tel[ée]fono|tel|telf|tlf|cel|celular|m[óo]vil|whatsapp)\b\.?[ \t]*:?[ \t]*\+?\d)",
        "NAME-RELATIVE",
        0.75,
        prefilter=r"[(,][ \t]*(?i:tel|tlf|cel|m[óo]vil|whatsapp)",
    ),
    Pattern(
        # a relative's name right after the capitalised tie, set off by a comma or ending the sentence ("Esposo
        # Arturo, ingeniero civil."): a known given name, so not a history row ("Madre HTA", "Padre Diabético")
        "es_familiar_nombre_tras_mayuscula",
        r"(?<![\w])(?:Esposo|Esposa|Marido|Mujer|Pareja|Hijo|Hija|Hermano|Hermana|Novio|Novia|Conviviente)[ \t]+"
        + _KNOWN_GIVEN_NAME
        + r"(?P<phi>"
        + _NAME_AFTER_ROLE
        + r")(?=[ \t]*[,.;])",
        "NAME-RELATIVE",
        0.75,
        requires=("espos", "marido", "mujer", "pareja", "hij", "herman", "novi", "conviviente"),
    ),
    Pattern(
        # a known given name alone in brackets, a surname after it or not: the person a sentence names ("una cuidadora
        # contratada (Yamileth, natural de Honduras)", "RN masculino (Benjamín) en Neonatología")
        "es_nombre_de_pila_entre_parentesis",
        r"\([ \t]*(?P<phi>" + _CAPITALISED_GIVEN_NAME + r"(?:[ \t]+" + _NOT_A_SURNAME + _WORD + r")?)(?=[ \t]*[,)])",
        "PATIENT",
        0.6,
    ),
    Pattern(
        # a mutual insurer, a cooperative, a shipyard or a pharmacy by its name ("la Mutual de Seguridad", "socio de la
        # Cooperativa Fernheim", "asbesto en Astilleros Barreras", "en la farmacia (Farmacia Pueyrredón)"): not a
        # hospital's pharmacy nor its kind ("Farmacia Hospitalaria", "Farmacia de Guardia")
        "es_mutua_cooperativa_o_farmacia_por_nombre",
        r"(?<![\w-])(?P<phi>(?:Mutual|Mutua|Cooperativa|Astilleros|Farmacia)[ \t]+"
        r"(?!(?:Hospitalaria|Comunitaria|Cl[íi]nica|Hospital|Central|de[ \t]+(?:Guardia|Urgencias|Hospital|Atenci[óo]n)"
        r"|del[ \t]+Hospital)\b)(?:(?:de|del|do|da)[ \t]+)?"
        + _WORD
        + r"(?:[ \t]+(?:(?:de|del|do|da|la)[ \t]+)*"
        + _WORD
        + r"){0,2})",
        "ORGANIZATION",
        0.6,
        requires=("mutua", "cooperativa", "astilleros", "farmacia"),
    ),
    Pattern(
        # a laboratory by its name ("análisis en Laboratorio Lace", "Laboratorio Patológico de Occidente", "el
        # Laboratorio Chopo de Valle Oriente"): not a hospital's laboratory by its kind ("Laboratorio de Urgencias")
        "es_laboratorio_por_nombre",
        r"(?<![\w-])(?P<phi>(?:Laboratorio|LABORATORIO)(?:[ \t]+(?:Cl[íi]nico|Patol[óo]gico|M[ée]dico|Central))?"
        r"[ \t]+(?!(?:de|del)[ \t]+(?:Urgencias|Hematolog[íi]a|Bioqu[íi]mica|Microbiolog[íi]a|Anatom[íi]a|Gen[ée]tica"
        r"|Inmunolog[íi]a|Referencia|Salud[ \t]+P[úu]blica)\b)(?:(?:de|del)[ \t]+)?"
        + _WORD
        + r"(?:[ \t]+(?:(?:de|del|la)[ \t]+)*"
        + _WORD
        + r"){0,2})",
        "ORGANIZATION",
        0.6,
        validator=_names_a_laboratory,
        requires=("laboratorio",),
    ),
    Pattern(
        # a person's surnames before a comma and their known given names, as lists and headers write a name ("Pari
        # Choque, Hilda, 48, vendedora", "Paciente: GARCÍA LÓPEZ, Mª Dolores", "RN de Flores Huamaní, Yeni"): two or
        # three surnames, in capitals or not, the whole name one span
        "es_apellidos_coma_nombre_de_pila",
        r"(?<![\w.-])(?P<phi>"
        + _SURNAME_BEFORE_COMMA
        + r"(?:[ \t]+(?:(?:de|del|la|las|los)[ \t]+)*"
        + _SURNAME_BEFORE_COMMA
        + r"){1,2}"
        + _GIVEN_NAMES_AFTER_COMMA
        + r")(?![\w-])",
        "PATIENT",
        0.7,
        validator=_surnames_first,
    ),
    Pattern(
        # the same with one surname where a line or a field starts ("Funes, Ramiro Agustín, 13 años.", "Nombre:
        # Quiroga, Ana María")
        "es_apellido_coma_nombre_de_pila_al_inicio",
        r"(?:^|(?<=:)|(?<=:[ \t]))[ \t]*(?P<phi>" + _SURNAME_BEFORE_COMMA + _GIVEN_NAMES_AFTER_COMMA + r")(?![\w-])",
        "PATIENT",
        0.7,
        re.MULTILINE,
        validator=_surnames_first,
        # (a capitalised word and a comma where a line or a field starts: a tenth of MEDDOCAN's notes, a third of the
        # rule's cost)
        prefilter=rf"(?m)(?:^|:)[ \t]*[{_UPPER}][{_UPPER}{_LOWER}-]+[ \t]*,",
    ),
    Pattern(
        # a state or district written short after its town and a comma, where the line or the address ends ("Río
        # Piedras, PR", "Hospicio La Esperanza, Arecibo, PR", "Av. Abraham Lincoln, Santo Domingo, D.N.", "Coyoacán,
        # CDMX"; Mexico's states: `es_estado_mexicano_abreviado`)
        "es_estado_abreviado_tras_ciudad",
        rf"(?<=[{_LOWER}]),[ \t]*(?P<phi>PR|P\.[ \t]?R\.|D\.[ \t]?N\.|D\.[ \t]?F\.|CDMX|EE\.[ \t]?UU\.)"
        r"(?=[ \t]*(?:$|[,;)]|\.(?:[ \t]|$)|[ \t]+\d|[ \t]+C\.?[ \t]?P\.?[ \t]))",
        "STATE",
        0.75,
        re.MULTILINE,
        prefilter=r",[ \t]*(?:PR|P\.|D\.|CDMX|EE\.)",
    ),
    Pattern(
        # a known given name and a capitalised word or more, anywhere: a person's full name whatever the context
        # ("Familiar de referencia: Graciela Techera (hija)", "y Maite Zubizarreta (enfermera)")
        "es_nombre_de_pila_y_apellido",
        # (one space or tab between the words: two or more start a form's next field, "MIR: Arnau Puig     Adjunto:")
        r"(?<![\w.-])(?P<phi>" + _CAPITALISED_GIVEN_NAME + r"(?:[ \t]" + _CAPITALISED_GIVEN_NAME + r")?"
        r"(?:[ \t](?:(?:de|del|la|las|los|van|von|da|dos)[ \t])*"
        + _NOT_INSTITUTION
        + _NOT_A_SURNAME
        + _WORD
        + r"(?![\w-])){1,2})",  # no "y" between: two people ("Antonio y Josefa")
        "PATIENT",
        0.6,
    ),
    *(
        Pattern(
            # two known given names joined by "y", capitalised: two people ("compañeros Emiliano y Dulce", "Nacho y
            # Amparo tienen dos guardias"), each
            f"es_nombres_de_pila_unidos_{end}",
            (
                r"(?<![\w.-])(?P<phi>"
                + _CAPITALISED_GIVEN_NAME
                + r")(?=[ \t]+[ye][ \t]+"
                + _CAPITALISED_GIVEN_NAME
                + r")"
            )
            if end == "primero"
            else (
                r"(?<![\w.-])" + _CAPITALISED_GIVEN_NAME + r"[ \t]+[ye][ \t]+(?P<phi>" + _CAPITALISED_GIVEN_NAME + r")"
            ),
            "PATIENT",
            0.6,
            # two capitalised words joined by "y" or "e"
            prefilter=r"[" + _UPPER + r"][" + _LOWER + r"]+[ \t]+[ye][ \t]+[" + _UPPER + r"][" + _LOWER + r"]",
        )
        for end in ("primero", "segundo")
    ),
    Pattern(
        # "Su pareja, Óscar, refiere", "Acude con su hija, Lucía Pérez.": the name apart, between commas, before "(" or
        # ending the sentence
        "es_familiar_nombre_aparte",
        r"(?<![\w])(?:(?i:su|sus|mi|mis|tu)[ \t]+)?(?i:"
        + _RELATIVE
        + r")(?:[ \t]+(?i:mayor|menor|gemel[oa]|melliz[oa]|materno|materna|paterno|paterna))?[ \t]*,[ \t]*"
        # a courtesy title before the name stays out ("la mamá, Sra. Nelly, no pudo", "La abuela, Sra. Norma Ibarra,")
        r"(?:(?:Sra|Sr|Srta|Dña|D)\.[ \t]*|(?:Don|Doña|doña|don)[ \t]+)?(?P<phi>"
        + _NAME_AFTER_ROLE
        + r")(?=[ \t]*(?:[,(;):]|\.(?:\s|$)))",
        "NAME-RELATIVE",
        0.85,
    ),
    Pattern(
        # the same in a note in capitals: "PIDE QUE SE LLAME A SU HIJA, AMAIA ETXEBERRIA, AL 943 ...", "VIVE CON SU
        # ESPOSA, NÉLIDA ROSA PAGANO." (two to four words in capitals, none a word the sentence goes on with)
        "es_familiar_nombre_aparte_mayusculas",
        # or after "A" without the comma, before the number to call ("SE AVISA A ESPOSA YAHAIRA MEJÍA AL 829-412-7730")
        r"(?<![\w])(?:(?:SU|SUS|MI)[ \t]+(?=["
        + _UPPER
        + r"]{3})(?i:"
        + _RELATIVE
        + r")[ \t]*,|(?P<to>A)[ \t]+(?=["
        + _UPPER
        + r"]{3})(?i:"
        + _RELATIVE
        + r"))[ \t]*(?P<phi>"
        + _NOT_A_WORD_IN_CAPITALS
        + _CAPS_NAME
        + r"(?:[ \t]+(?:(?:DE|DEL|LA|LOS|Y)[ \t]+)?"
        + _NOT_A_WORD_IN_CAPITALS
        + _CAPS_NAME
        + r"){1,3})(?(to)(?=[ \t]+AL[ \t]+\+?\d|[ \t]*[,(][ \t]*(?:TEL|CEL|\+?\d))"
        + r"|(?=[ \t]*(?:[,(;]|\.(?:\s|$))|[ \t]+(?:AL|QUIEN|QUE|Y|CON|EN)\b))",
        "NAME-RELATIVE",
        0.8,
        requires=("su ", "sus ", "mi ", "a "),
    ),
    *(
        Pattern(
            # the second, third, ... of the names listed after relatives or workmates named together ("Tamizaje de
            # hijos (Wilber, Rosmery y Freddy)", "sus nietos Mateo, Lucía y Álvaro", "compañeros Emiliano y Dulce"):
            # capitalised words joined by commas and "y"; the first is `es_familiar_entre_parentesis`'s and others'
            f"es_nombres_en_lista_tras_familiares_{place}",
            r"(?i:"
            + _RELATIVES_TOGETHER
            + r"|\b(?:compañer[oa]s|amig[oa]s|vecin[oa]s))[ \t]*(?:\([ \t]*|:[ \t]*)?"
            + _LISTED_NAME
            + r"(?:[ \t]*,[ \t]*"
            + _LISTED_NAME
            + "){"
            + str(place - 2)
            # (the second after a comma only: "hermanos Youssef y Karima" is `es_segundo_familiar_nombrado`'s)
            + (r"}[ \t]*,[ \t]*(?P<phi>" if place == 2 else r"}(?:[ \t]*,[ \t]*|[ \t]+[ye][ \t]+)(?P<phi>")
            + _LISTED_NAME
            + r")(?=[ \t]*(?:[),.;:]|[ye][ \t]|$)|[ \t]+[a-záéíóúñü])",
            "NAME-RELATIVE",
            0.75,
            re.MULTILINE,
            prefilter=r"["
            + _LOWER
            + r"][ \t]*(?:\([ \t]*|:[ \t]*)?["
            + _UPPER
            + r"]["
            + _LOWER
            + r"]+[ \t]*(?:,|[ye][ \t])",
        )
        for place in (2, 3, 4, 5)
    ),
    Pattern(
        # "traído por sus padres (Jon y Ane)", "su hija (Sra. Araceli Juárez, tel.", "El hermano mayor (Youssef, 7
        # años)"; in lower case or capitals a given name of the lists ("padres (ahmed y fatima)", "HERMANA (ROCÍO)")
        "es_familiar_entre_parentesis",
        r"(?<![\w])(?i:"
        + _RELATIVE
        + r")(?:[ \t]+(?i:mayor|menor|mediano|mediana|pequeño|pequeña|materno|materna|paterno|paterna|gemel[oa]))?"
        + r"[ \t]*\([ \t]*(?:(?:Sra?|Srta|D|Dña|Don|Doña)\.?[ \t]+)?(?P<phi>"
        + _NAME_AFTER_ROLE
        + r"|(?=[a-zñáéíóúü])"
        + _ANY_GIVEN_NAME_THEN_SURNAMES
        + r"(?:[ \t]+y[ \t]+"
        + _ANY_GIVEN_NAME_THEN_SURNAMES
        + r")?|(?=["
        + _UPPER
        + r"]{3})(?:<<es_first_names>>)(?![\w-]))(?=[ \t]*[),])",
        "NAME-RELATIVE",
        0.85,
    ),
    Pattern(
        # a relative's given name before the tie in brackets ("Familiar de referencia: Nieves (hija)", "llamó Rosa
        # (hermana)"): a listed given name, the tie alone in the brackets
        "es_familiar_nombre_ante_parentesis",
        # (a capitalised word before a bracketed word looked for first, the lists of given names after)
        r"(?<![\w])(?=[" + _UPPER + r"][" + _LOWER + r"]+[ \t]*\([ \t]*[" + _LOWER + r"]+[ \t]*\))"
        r"(?P<phi>(?=<<es_first_names>>(?![\w-])|<<first_names>>(?![\w-]))" + _WORD + r")[ \t]*\([ \t]*"
        r"(?i:" + _RELATIVE + r")[ \t]*\)",  # (with a possessive: `es_nombre_ante_parentesco`)
        "NAME-RELATIVE",
        0.8,
        prefilter=r"\([ \t]*[a-záéíóúñA-ZÁÉÍÓÚÑ]+[ \t]*\)",
    ),
    *(
        Pattern(
            # a known given name, maybe with a second name or surname, before an age in brackets ("dos hijas, Lucía
            # (12) y Aitana (9)", "- Xavi (38), sano.", "mi abuela Concepción (89)", "Mía (9 meses)"): the name and
            # the age
            "es_nombre_conocido_ante_edad_entre_parentesis" if part == "nombre" else "es_edad_tras_nombre_conocido",
            _named_with_the_age_in_brackets(
                part,
                # (the shape looked for first, the lists of given names where it holds)
                r"(?<![\w-])(?=" + _WORD + r"(?:[ \t]+" + _WORD + r"){0,2}[ \t]*\([ \t]*\d)",
                r"(?=<<es_first_names>>(?![\w-])|<<first_names>>(?![\w-]))",
            )
            + _NOT_AN_AFFILIATION,
            "NAME-RELATIVE" if part == "nombre" else "AGE",
            0.65,  # (below the rules that say whose name it is: "Mamá de Santiago (6 años)" names the patient)
            prefilter=r"[" + _LOWER + r"][ \t]*\([ \t]*\d{1,3}(?:[ \t]+[a-zñí]+)?[ \t]*\)",
        )
        for part in ("nombre", "edad")
    ),
    *(
        Pattern(
            # any name with an age in brackets after others in a list that follows relatives ("Hijos: Jesús Alberto
            # (12), Yorgelis (8) y Santiago (3)"): the name and the age at each place of the list
            f"es_{part}_en_lista_con_edades_{place}",
            _named_with_the_age_in_brackets(
                part,
                r"(?<![\w])(?i:"
                + _RELATIVE
                + r")[^\n()]{0,30}?"
                + (_NAMED_WITH_AN_AGE + _NEXT_IN_A_LIST) * (place - 1),
            ),
            "NAME-RELATIVE" if part == "nombre" else "AGE",
            0.65,
            prefilter=r"\d(?:[ \t]+[a-zñí]+)?[ \t]*\)(?:[ \t]*[,;][ \t]*(?:[ye][ \t]+)?|[ \t]+[ye][ \t]+)(?:de[ \t]+)?["
            + _UPPER
            + r"]",
        )
        for place in (2, 3, 4, 5)
        for part in ("nombre", "edad")
    ),
    *(
        Pattern(
            # known given names with the age after "de" in a list, in brackets after relatives or not ("dos hijas
            # (Fernanda de 17 y Regina de 11)", "hijos: Mateo de 8, Lucía de 5"): each name and each age
            f"es_{part}_de_lista_con_edad_tras_de",
            r"(?:\([ \t]*|:[ \t]*|,[ \t]*|[ \t]y[ \t]+)"
            + ("(?P<phi>" if part == "nombre" else "(?:")
            # (the shape looked for first, the lists of given names where it holds)
            + r"(?="
            + _WORD
            + r"[ \t]+de[ \t]+\d)(?=<<es_first_names>>(?![\w-])|<<first_names>>(?![\w-]))"
            + _WORD
            + r")[ \t]+de[ \t]+"
            + ("(?P<phi>" if part == "edad" else "(?:")
            + r"\d{1,2}(?:[ \t]+(?:años|meses))?)(?=[ \t]*(?:[,;)]|y[ \t]+["
            + _UPPER
            + r"]))",
            "NAME-RELATIVE" if part == "nombre" else "AGE",
            0.7,
            prefilter=r"[" + _LOWER + r"][ \t]+de[ \t]+\d{1,2}(?:[ \t]+(?:años|meses))?[ \t]*(?:[,;)]|y[ \t])",
        )
        for part in ("nombre", "edad")
    ),
    Pattern(
        # an occupation after an age without its unit: in brackets after a name ("Derlis Giménez (24), mecánico en un
        # taller", "Mar (35), enfermera en el Hospital de Manises") or between commas ("Yusmary, 33, peluquera",
        # "Youssef El Amrani, 34 a., temporero en las fincas")
        "es_profesion_tras_edad_sin_unidad",
        r"(?<=[" + _LOWER + r"])(?:[ \t]*\([ \t]*" + _AGE_IN_BRACKETS + r"[ \t]*\)|,[ \t]*\d{1,3}(?:[ \t]?a\.)?)"
        r"[ \t]*,[ \t]*" + _OCCUPATION_AFTER_AN_AGE,
        "PROFESSION",
        0.75,
        prefilter=r"\d(?:[ \t]*\)|[ \t]?a\.|[ \t]+[a-zñí]+[ \t]*\))?[ \t]*,[ \t]*[A-Za-zÁÉÍÓÚÑáéíóúñ]",
    ),
    Pattern(
        # a relative's name after the tie, a comma between, in brackets or set off by commas ("0212-242-5567
        # (hermana, Yelitza)", "agredida por su expareja, Karim, en su domicilio")
        "es_familiar_coma_nombre",
        r"(?:\([ \t]*|\b(?i:su|mi|tu)[ \t]+)(?i:" + _RELATIVE + r"|ex-?pareja|exnovi[oa]|exmarido|exesposa?)"
        r"[ \t]*,[ \t]*(?P<phi>" + _NOT_INSTITUTION + _WORD + r"(?:[ \t]+" + _NOT_INSTITUTION + _WORD + r")?)"
        r"(?=[ \t]*[,)])",
        "NAME-RELATIVE",
        0.8,
        prefilter=r",[ \t]*[" + _UPPER + r"][" + _LOWER + r"]+(?:[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+)?[ \t]*[,)]",
    ),
    Pattern(
        # a baby named after "mi bebé" ("mi bebé Ámbar tiene 8 meses", "nuestra nena Valentina")
        "es_bebe_con_nombre",
        r"\b(?i:mi|su|tu|nuestr[oa])[ \t]+(?i:beb[ée]|nen[ea]|peque|pequeñ[oa]|chiquit[oa])[ \t]+"
        r"(?P<phi>(?=<<es_first_names>>(?![\w-])|<<first_names>>(?![\w-]))" + _WORD + r")(?![\w-])",
        "NAME-RELATIVE",
        0.8,
        requires=("beb", "nen", "peque", "chiquit"),
    ),
    Pattern(
        # a nurse or other staff member named after the role ("por enfermera de enlace Inmaculada", "la
        # fisioterapeuta Nuria Gil", "trabajadora social Lorena Díaz"): MEDDOCAN's staff name; not a title that
        # follows the role ("enfermera Gestora de Casos")
        "es_sanitario_con_nombre",
        r"(?<![\w])(?i:enfermer[oa]|matrona|fisioterapeuta|trabajador[oa][ \t]+social"
        r"|auxiliar(?:[ \t]+de[ \t]+enfermer[íi]a)?|aux\.[ \t]+de[ \t]+enfermer[íi]a|terapista(?:[ \t]+f[íi]sic[oa])?"
        # a graduate nurse or psychologist, a counsellor, a diabetes educator, an intercultural facilitator, a dentist
        # ("la licenciada Nathalia Giménez", "la consejera Nelly Caicedo", "educadora en diabetes Nilsa Ortiz")
        r"|licenciad[oa]|consejer[oa]|educador[a]?(?:[ \t]+en[ \t]+diabetes)?|facilitador[a]?(?:[ \t]+intercultural)?"
        r"|estomat[óo]log[oa]|promotor[a]?[ \t]+de[ \t]+salud"
        # a care home's carer, a supervisor at work, a teacher ("Gerocultora Iria Losada", "se informa al supervisor
        # Inocencio Miranda", "la profesora Yaneth"; the last two in lower case: "Profesor Martín Lagos" is a street,
        # "Supervisora Centros FRIAT" a post)
        r"|gerocultor[a]?|(?-i:supervisor[a]?|profesor[a]?)"
        # and who is around the care, in lower case ("la abogada Laia Ferran", "la maestra Lety", "el vigilante Rubén")
        r"|(?-i:abogad[oa]|maestr[oa]|secretari[oa]|vigilante|conserje|tutor[a]?)"
        r"|psic[óo]log[oa]|logopeda|terapeuta[ \t]+ocupacional|celador[oa]"
        # a technician and an interpreter ("se coordina con la técnica Yariela")
        r"|t[ée]cnic[oa][ \t]+(?:de[ \t]+)?enfermer[íi]a"  # "la técnica de enfermería Hilda Condori" (Peru)
        r"|t[ée]cnic[oa](?=[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+(?![ \t]+[" + _UPPER + r"]?[" + _LOWER + r"]*olog))"
        r"|int[ée]rprete)"
        # ("enfermera gestora Laia Ferrer")
        r"(?:[ \t]+(?i:de[ \t]+enlace|gestor[a]?(?:[ \t]+de[ \t]+casos)?|referente"
        r"|de[ \t]+(?:planta|guardia|turno|noche)))?"
        r"[ \t]+(?!(?:Gestor|Gestora|Referente|Responsable|Supervisor|Supervisora|Jefe|Jefa|Coordinador|Coordinadora"
        r"|Especialista|Adjunto|Adjunta|Titular)\b)(?P<phi>" + _NAME_AFTER_ROLE + r")(?![\w])",
        "DOCTOR",
        0.75,
        requires=(
            *("enfermer", "matrona", "fisioterapeuta", "trabajador", "auxiliar", "psicólog", "psicolog", "logopeda"),
            *("terapeuta", "celador", "técnic", "tecnic", "intérprete", "interprete", "terapista", "aux."),
            *("licenciad", "consejer", "educador", "facilitador", "estomatólog", "estomatolog", "promotor"),
            *(
                "gerocultor",
                "supervisor",
                "profesor",
                "abogad",
                "maestr",
                "secretari",
                "vigilante",
                "conserje",
                "tutor",
            ),
        ),
    ),
    Pattern(
        "es_sanitario_entre_parentesis",  # "avisa a enfermera (Nuria)", "la matrona (Sra. Ruiz)"
        r"(?<![\w])(?i:enfermer[oa]|auxiliar|matrona|fisioterapeuta|trabajador[oa][ \t]+social|celador[oa]|"
        r"residente|MIR|R[1-5]|gerocultor[a]?|cuidador[a]?|mediador[a]?|int[ée]rprete|t[ée]cnic[oa])"
        r"(?:[ \t]+(?i:de)[ \t]+(?i:noche|guardia|turno|tarde|ma[ñn]ana|enlace))?"  # "la gerocultora de noche (Nadia
        # Popescu)", "Enfermera de enlace (Begoña)"
        r"[ \t]*\([ \t]*(?:(?:Sra?|Srta|Dra?)\.?[ \t]+)?(?P<phi>" + _NAME_AFTER_ROLE + r")(?=[ \t]*[),])",
        "DOCTOR",
        0.85,
    ),
    Pattern(
        # a staff member's signature after an abbreviated role at a line's start: "Enf. M. J. Segarra", "EU P.
        # Riquelme" (Chile's nurse), "Obst. Rocío del Pilar Zegarra" (Peru's midwife), "R2 MFyC: Laia Ferrer
        # Soldevila" (a resident), "TCAE: Rosa Gil"; initials first or a known given name ("Enf. de Crohn", "Enf.
        # Pulmonar Obstructiva Crónica" are diseases)
        "es_sanitario_abreviado",
        r"(?:(?<![^\n])|(?<=\n[ \t])|(?<=:[ \t])|(?<=/[ \t])|(?<=[ \t]{3}))"
        r"(?:(?:Enf|ENF|Enfra|Obst|Aux|AUX|Fisio|Ft|Matr|TCAE|TENS"
        r"|EU|E\.U|DUE|MIR|R[1-5](?:[ \t]+[A-Z][A-Za-z]{1,5})?)\.?[ \t]*:?[ \t]*){1,2}(?:(?:Sra?|Srta|Dña|D)\.[ \t]+)?"
        r"(?P<phi>(?:["
        + _UPPER
        + r"]\.[ \t]*){1,3}"
        + rf"(?:{_WORD}(?:[ \t]+(?:{_PARTICLE}[ \t]+)*{_WORD})?|{_CAPS_NAME})"
        + r"|(?=(?:<<es_first_names>>|<<first_names>>)(?![\w-]))"
        + _NAME_AFTER_ROLE
        + r")(?![\w])",
        "DOCTOR",
        0.8,
        requires=(
            "enf",
            "obst",
            "aux",
            "fisio",
            "ft",
            "matr",
            "tcae",
            "tens",
            "eu",
            "e.u",
            "due",
            "mir",
            *_RESIDENT_YEARS,
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a clinician's initials after the role ("MEDICO: J.M.R.   ENF: P. CASTILLA", "Médico: J. M. R.")
        "es_sanitario_iniciales",
        r"(?<![\w.])(?:M[ÉE]DICO|M[ée]dico|ENF|Enf|Enfermer[oa]|ENFERMER[OA]|Radi[óo]logo|RADI[ÓO]LOGO)\.?[ \t]*:[ \t]*"
        r"(?P<phi>[" + _UPPER + r"]\.(?:[ \t]?[" + _UPPER + r"]\.){1,3})(?=[ \t]|$)",
        "DOCTOR",
        0.8,
        re.MULTILINE,
        requires=("médico", "medico", "enf", "radiólogo", "radiologo"),
        starts_with_required=True,
    ),
    Pattern(
        # a patient's or a trial participant's initials after the word ("Iniciales: J.C.T.", "iniciales O.K., mujer")
        "es_iniciales",
        r"\b(?i:iniciales)[ \t]*:?[ \t]*(?P<phi>(?:[" + _UPPER + r"]\.?[ \t]?){2,4}(?<![ \t]))(?![\w])",
        "PATIENT",
        0.85,
        requires=("iniciales",),
    ),
    Pattern(
        # a code naming a patient or a trial's participant: "Código de participante: PE-04-0117", "código de
        # paciente 22-114"
        "es_codigo_de_sujeto",
        r"\b(?i:c[óo]digo[ \t]+(?:de[ \t]+|del[ \t]+)?(?:participante|paciente|sujeto|usuari[oa]|caso|inclusi[óo]n))"
        + _ID_KEY_TO_VALUE
        + _ID_VALUE,
        "IDNUM",
        0.85,
        requires=("código", "codigo"),
    ),
    Pattern(
        # the employer's field of an occupational report: "Empresa: Agrícola Doñana Berries S.A.T.", "Centro de
        # trabajo: Santoña" is a place (es_procedencia's kind), "Empleador: Reformas Hnos. Popescu"
        "es_empresa_en_campo",
        r"^[ \t]*(?i:empresa|empleador(?:a)?|raz[óo]n[ \t]+social)[ \t]*:[ \t]*"
        r"(?P<phi>[^\W\d_][^\n,;]*?(?:,[ \t]*(?i:s\.?[ \t]?[la]\.?(?:u\.?)?|s\.?a\.?s\.?|s\.?l\.?l\.?)(?![\w.]))?)"
        r"(?=\.?[ \t]*(?:[,;]|$|[ \t]{2}|[ \t][-–][ \t]))",  # its legal form after a comma ("Frutas Navarro, S.L.")
        "ORGANIZATION",
        0.85,
        re.MULTILINE,
        validator=lambda value: value.split()[0].lower().rstrip(".,") not in _NO_EMPLOYER,
        requires=("empresa", "empleador", "razón social", "razon social"),
    ),
    Pattern(
        # the first day of a span of days in one month: "reposo del 15 al 19 de febrero de 2024", "entre el 3 y el 5
        # de mayo" (the second day is the date rules')
        "es_fecha_primer_dia_de_rango",
        r"\b(?i:del|entre[ \t]+el|desde[ \t]+el)[ \t]+(?P<phi>0?[1-9]|[12]\d|3[01])[ \t]+"
        r"(?i:al|y[ \t]+el|hasta[ \t]+el)[ \t]+(?:0?[1-9]|[12]\d|3[01])[ \t]+(?i:de)[ \t]+" + _MONTH_BESIDE_DIGITS,
        "DATE",
        0.85,
        requires=_MONTH_WORDS,
        prefilter=r"\d[ \t]+(?i:al|y)[ \t]",
    ),
    Pattern(
        # a day of the month alone after "día" where a date is meant: "intervenida el pasado día 5", "cita para el
        # día 12", "pal dia 14", "el día 9 a las 10"; not a day of a stay or a treatment ("En el día 12 se apreció",
        # "el día 1, vía intravenosa": MEDDOCAN's), nor "día 5 de ingreso", "día 3 postoperatorio"
        "es_fecha_dia_suelto",
        r"\b(?:(?i:pasado|pr[óo]ximo|este|pal|para[ \t]+el|cita[ \t]+(?:del|el))[ \t]+"
        # a rota's or a return's day ("cambia su guardia del día 18", "empieza el día 12", "se reincorpora el día 3")
        r"|(?i:guardias?|turnos?|noches?|empieza|comienza|incorpora|reincorpora|vuelve|regresa|a[ \t]+partir)"
        r"[ \t]+(?i:el|del)[ \t]+"
        r"|(?i:el|del)[ \t]+(?=(?i:d[íi]a)[ \t]+\d{1,2}[ \t]+a[ \t]+las?[ \t]+\d))"
        r"(?i:d[íi]a)[ \t]+(?P<phi>0?[1-9]|[12]\d|3[01])"
        r"(?![\w/.,:-]\w|[\w/-]|:(?![ \t]))(?![ \t]*(?:(?:de|del|PO|P\.O)(?![\w])|(?i:post|tras|p\.|\+|[ºª°])))",
        "DATE",
        0.75,
        requires=("día", "dia"),
        prefilter=r"[dD][íiÍI][aA][ \t]+\d",
    ),
    Pattern(
        # the days of a rota's shifts, the first or only one ("noches del 9 y 10", "sus guardias del 10 y del 24",
        # "la guardia del 18"); not an hour or a count after it ("turno del 8 al 15 h", "noche del 3 de ingreso")
        "es_dia_de_guardia",
        _SHIFTS_OF + r"(?P<phi>" + _DAY_OF_MONTH_NUMBER + r")" + _NOT_AN_HOUR_OR_A_COUNT_AFTER,
        "DATE",
        0.75,
        requires=_SHIFT_WORDS,
        starts_with_required=True,
    ),
    Pattern(
        # and the last of the list ("noches del 9 y 10", "guardias del 10 y del 24", "turnos del 3, 7 y 21")
        "es_ultimo_dia_de_guardia",
        _SHIFTS_OF
        + _DAY_OF_MONTH_NUMBER
        + r"(?:[ \t]*,[ \t]*(?:(?i:del)[ \t]+)?"
        + _DAY_OF_MONTH_NUMBER
        + r"){0,4}[ \t]+(?i:y|e)[ \t]+(?:(?i:del)[ \t]+)?(?P<phi>"
        + _DAY_OF_MONTH_NUMBER
        + r")"
        + _NOT_AN_HOUR_OR_A_COUNT_AFTER,
        "DATE",
        0.75,
        requires=_SHIFT_WORDS,
        starts_with_required=True,
    ),
    Pattern(
        "es_curp",
        r"(?<![\w-])[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}"
        r"[A-Z\d]\d(?![\w-])",
        "IDNUM",
        0.9,
    ),
    Pattern(
        "es_rfc",
        r"\bRFC[ \t]*:?[ \t]*(?P<phi>[A-ZÑ&]{3,4}[ \t-]?\d{6}[ \t-]?[A-Z\d]{3})(?![\w-])",
        "IDNUM",
        0.9,
        requires=("rfc",),
    ),
    Pattern(
        "es_documento",  # also a Venezuelan cédula with its letter ("V-18.456.789")
        r"(?i:\b(?:DNI|RUT|RUN|CUIL|CUIT|c[ée]dula(?:[ \t]+de[ \t]+(?:identidad|ciudadan[íi]a))?(?![ \t]+profesional)"
        r"|c[ée]d\.(?![ \t]*prof)"  # "céd. 1-1342-0876" (Costa Rica)
        r"|C\.?I\.?(?:P\.?)?|C\.[ \t]?C\.|(?-i:CC|DUI|DPI)|(?:tarjeta[ \t]+de[ \t]+)?identidad"
        r"|identificaci[óo]n(?=[ \t]*:))"  # a Costa Rican form's "Identificación: 1-2145-0873"  # Paraguay's "C.I.P."
        r"(?:[ \t]*/[ \t]*(?:DIMEX|NIE|NIF|DNI|RUT|pasaporte|[A-Z]{2,6}))?"  # two documents' field ("Cédula/DIMEX:")
        r"(?:[ \t]+(?-i:[a-zñ]+(?:an|eñ)[oa]|español(?:a)?))?"  # its country: "cédula venezolana V-25.874.369"
        # "Mi cédula es 1.987.456-3", "es la 418.927"
        r"(?:[ \t]+(?:n\.?[º°o]\.?|n[úu]m(?:ero|\.)?))?(?:[ \t]+es(?:[ \t]+(?:la|el))?)?)[ \t]*[:.]?[ \t]*"
        # a Spanish DNI's letter after its digits in groups ("72.514.884-H")
        r"(?P<phi>(?:[VEJ]-?)?(?:\d{1,3}(?:\.\d{3}){1,3}(?:-[\dkK]|-?[A-Z])?|\d{2}-\d{8}-\d|(?=(?:-?\d){6})\d{1,4}(?:-\d{1,8}){1,3}[A-Z]?"
        r"|\d{6,10}(?:-[\dkK])?))(?![\w-]|\.\d)",
        "IDNUM",
        0.9,
        requires=(
            "dni",
            "rut",
            "run",
            "cuil",
            "cuit",
            "cédula",
            "cedula",
            "céd.",
            "ced.",
            "c.i",
            "ci",
            "c.c",
            "c. c",
            "cc",
            "dui",
            "dpi",
            "identidad",
            "identificaci",
        ),
    ),
    Pattern(
        "es_pasaporte",  # "Pasaporte AB1234567", "pasaporte nº: X12345678"
        # (with its country's code first: "Pasaporte: NO-FJ7723108")
        r"\b(?:[Pp]asaporte|PASAPORTE)"
        + _DOCUMENT_NUMBER_WORD
        + r"(?P<phi>(?:[A-Z]{2}-)?[A-Z]{0,3}\d{6,9}[A-Z]?)(?![\w-])",
        "IDNUM",
        0.9,
        requires=("pasaporte",),
    ),
    Pattern(
        "es_tarjeta_sanitaria",  # "CIP GOPE800101011001", "Tarjeta sanitaria: BBBB 1234 5678 90", "TSI: ..."
        r"\b(?:CIP(?:-SNS|[ \t]+SNS)?|TSI|[Tt]arjeta[ \t]+(?:[Ss]anitaria|TSI|SIP)(?:[ \t]+[Ii]ndividual)?"
        r"|TARJETA[ \t]+SANITARIA)"
        + _DOCUMENT_NUMBER_WORD
        + r"(?P<phi>(?=[A-Z0-9 ]*\d{4})[A-Z0-9]{2,}(?:[ \t][A-Z0-9]{2,}){0,4})(?![\w-])",
        "HEALTHPLAN",
        0.9,
        requires=("cip", "tsi", "tarjeta"),
    ),
    Pattern(
        # a Mexican clinician's licence, as "nº colegiado" in Spain, and that of the specialty ("Céd. Esp. 8765123")
        "es_cedula_profesional",
        r"(?i:\b(?:c[ée]dula|c[ée]d\.)[ \t]*(?:profesional|prof\.|de[ \t]+especialidad|especialidad|esp\.)"
        r"(?:[ \t]+(?:n\.?[º°o]\.?|n[úu]m(?:ero|\.)?))?)[ \t]*[:.]?[ \t]*(?P<phi>\d{6,10})(?![\w-])",
        "LICENSE",
        0.9,
        requires=("cédula", "cedula", "céd.", "ced."),
    ),
    # --- institutions
    Pattern(
        # a drug's or device's maker in brackets after the brand, as case reports cite them: "(Tobradex®, Alcon-Cusí,
        # Barcelona)", "(Dacortin 30 mg, Merck, Barcelona)", "(Diatracin Inyectable 500 mg, Lilly y Dista, Madrid)";
        # the brand marked as one (®) or given with its dose, the maker a name without digits (not "(CAM 5,2;AE1-3)")
        "es_fabricante",
        r"\((?:[A-Z][\w-]*®(?:[ \t][\w®.,/-]+){0,3}?"
        r"|[A-Z][\w-]*(?:[ \t][\w.,/-]+){0,3}?[ \t]\d+(?:[.,]\d+)?"
        + _NOT_A_SPAN_OF_TIME
        + r"[ \t]*(?:mg|g|ml|mcg|%)?(?:[ \t][a-záéíóú]+){0,2})"
        r"[ \t]*[,;][ \t]*(?P<phi>[A-Z](?:[^\W\d_]|-)+(?:[ \t](?:y[ \t]|&[ \t])?[A-Z](?:[^\W\d_]|-)+){0,2})"
        r"(?=[ \t]*(?:,[ \t]*[A-Z][^()\n]{0,40})?\))",
        "ORGANIZATION",
        0.75,
        validator=lambda text: not _is_a_place(text),  # "(Allergan®, Irvine, California)": no maker named
        prefilter=r"\([A-Z]",
    ),
    Pattern(
        # the same in a note in one case ("(dacortin 30 mg, merck, barcelona)", "(DACORTIN 30 MG, MERCK, BARCELONA)")
        "es_fabricante_un_caso",
        r"\((?:[^\W\d_][\w-]*®(?:[ \t][\w®.,/-]+){0,3}?"
        r"|[^\W\d_][\w-]*(?:[ \t][\w.,/-]+){0,3}?[ \t]\d+(?:[.,]\d+)?"
        + _NOT_A_SPAN_OF_TIME
        + r"[ \t]*(?i:mg|g|ml|mcg|%)?"
        r"(?:[ \t][^\W\d_]+){0,2})"
        r"[ \t]*[,;][ \t]*(?!(?i:por|tabla|figura|fig|v[ée]ase|seg[úu]n|de|del|con|sin|en)\b)"  # "(..., por EIA)"
        r"(?P<phi>[^\W\d_](?:[^\W\d_]|-)+(?:[ \t](?:(?i:y)[ \t]|&[ \t])?[^\W\d_](?:[^\W\d_]|-)+){0,2})"
        r"(?=[ \t]*(?:,[ \t]*[^\W\d_][^()\n]{0,40})?\))",
        "ORGANIZATION",
        0.7,
        validator=lambda text: _in_one_case(text) and not _is_a_place(text),
        prefilter=r"\([^\W\d_]",
    ),
    # --- places
    *(
        pattern
        for suffix, place, first, is_a_town in (
            ("", _BRACKETED_PLACE, "[A-Z]", _is_a_town_or_region),
            ("_minusculas", _BRACKETED_PLACE_IN_LOWER_CASE, "[a-zñáéíóúü]", _is_a_longer_town_or_region),
        )
        for pattern in (
            Pattern(
                # the town and region where a maker is, at the end of the brackets that cite it: "(Allergan®, Irvine,
                # California)", "(OCT 3000, Humphrey Zeiss Instruments, Dublin, CA)", "(Babylog, Dräger GMBH. Lübeck,
                # Alemania)"; in a note in lower case too ("(medelec® synergy. oxford, england)")
                "es_lugar_entre_parentesis" + suffix,
                r"[,.][ \t](?P<phi>" + place + r")(?=[ \t]*(?:,[ \t]*" + place + r"[ \t]*)*\))",
                "CITY",
                0.7,
                validator=is_a_town,
                prefilter=r"[,.][ \t]" + first + r"[^()\n]{0,60}\)",
            ),
            Pattern(
                # and its country, last: "(Tobradex®, Alcon-Cusí, Barcelona, España)", "(Medelec® Synergy. Oxford,
                # England)"
                "es_pais_entre_parentesis" + suffix,
                r"[,.][ \t](?P<phi>" + place + r")(?=[ \t]*\))",
                "COUNTRY",
                0.7,
                validator=_is_a_country,
                prefilter=r"[,.][ \t]" + first + r"[^()\n]{0,30}\)",
            ),
        )
    ),
    Pattern(
        "es_calle",
        # "C." (calle) only before a name in capitals ("C. Piloña nº 23"): it also ends a sentence ("hepatitis B o
        # C. Medicado con 160 mg", "37º C. Infundimos un litro")
        r"(?<![\w])(?:"
        + _STREET_TYPE
        # the name ends on no article before the number: "en la avenida del Puerto el 8 de agosto" is a date there
        + r"[ \t]*(?:[^\n,.;:\d()]{1,60}?)"
        + r"(?<![ \t](?:el|la|en))(?<![ \t](?:el|la|en)[ \t])(?<![ \t][ya])(?<![ \t][ya][ \t])"
        + rf"|C\.[ \t]*[{_UPPER}][\w'-]*(?:[ \t]+(?:(?:de|del|la|las|los|y|el)[ \t]+)*[{_UPPER}][\w'-]*){{0,4}})"
        + r"[ \t]*,?[ \t]*"
        + _STREET_NUMBER,
        "STREET",
        0.85,
        requires=(
            "c/",
            "calle",
            "c.",
            "avda",
            "av.",
            "avenida",
            "paseo",
            "pº",
            "plaza",
            "pza",
            "ctra",
            "carretera",
            "ronda",
            "camino",
            "travesía",
            "glorieta",
            "rambla",
            "urbanización",
            "urb.",
            "vía",
            "paraje",
            "polígono",
            "pol.",
            *("pasaje", "psje.", "carrera", "cra.", "kra.", "diagonal", "transversal", "jirón", "jiron", "jr."),
            *("calzada", "calz.", "boulevard", "bulevar", "blvd.", "prolongación", "prolongacion", "callejón"),
            *("callejon", "alameda"),
        ),
    ),
    Pattern(
        # a street named without its number ("accidente de moto en la avenida del Puerto el 8 de agosto"): the street
        # type in full and a name in capitals; not inside a name ("Hospital Virgen del Camino"), but after "a la
        # altura de" ("choque a la altura de Calzada Ignacio Zaragoza")
        "es_calle_sin_numero",
        r"(?<![\w])(?<!del )(?<!(?<!altura )de )"
        r"(?:[Cc]alle|[Aa]venida|[Pp]aseo|[Pp]laza|[Cc]arretera|Ronda|Camino|Rambla|Travesía"
        r"|Calzada|Boulevard|Bulevar|Prolongaci[óo]n)"
        rf"[ \t](?:(?:de|del|la|las|los|el)[ \t])*[{_UPPER}][{_LOWER}'-]{{2,}}"
        rf"(?:[ \t](?:(?:de|del|la|las|los|y|el)[ \t])*[{_UPPER}][{_LOWER}'-]{{2,}}){{0,3}}+"  # the whole name
        r"(?![\w-])(?![ \t]*,?[ \t]*(?:n[º°o]|\d|s/n))",  # no number after it: `es_calle` reads the address then
        "STREET",
        0.75,
        requires=(
            *("calle", "avenida", "paseo", "plaza", "carretera", "ronda", "camino", "rambla", "travesía", "calzada"),
            *("boulevard", "bulevar", "prolongación", "prolongacion"),
        ),
    ),
    Pattern(
        # the same with the type abbreviated, where the sentence goes on in lower case or the street ends a bracket:
        # "caída en la vía pública (c/ Sinesio Delgado)", "vive en C/ Mayor con su hija"; a name cut short by a lower
        # case word of its own ("C/ Monforte de lemos, 129") or followed by its number is none of these
        "es_calle_abreviada_sin_numero",
        r"(?<![\w])(?:[Cc]/[ \t]?|Avda\.[ \t]?)"
        rf"(?:(?:de|del|la|las|los|el)[ \t])*[{_UPPER}][{_LOWER}'-]{{2,}}"
        rf"(?:[ \t](?:(?:de|del|la|las|los|y|el)[ \t])*[{_UPPER}][{_LOWER}'-]{{2,}}){{0,3}}+"
        r"(?=[ \t]*(?:[)\n;]|$)|[ \t]*,?[ \t]+(?:en|a|con|y|donde|que|hacia|cerca|junto|frente)[ \t])",
        "STREET",
        0.75,
        requires=("c/", "avda."),
    ),
    Pattern(
        "es_codigo_postal",
        r"(?<![\w-])(?P<phi>(?:E-)?" + _POSTAL_CODE + r")(?=,?[ \t]+(?:-[ \t]+)?[" + _UPPER + r"])",
        "ZIP",
        0.8,
    ),
    Pattern(
        # Argentina's old postal code, the province's letter and four digits, after a comma and before the town
        # ("Balcarce 1651, S2000 Rosario")
        "es_codigo_postal_argentino_corto",
        r"(?<=,[ \t])[A-HJ-NP-Z]\d{4}(?=[ \t]+[" + _UPPER + r"][" + _LOWER + r"])",
        "ZIP",
        0.75,
        prefilter=r",[ \t][A-HJ-NP-Z]\d{4}[ \t]",
    ),
    Pattern(
        # a street named without its kind, as Argentine and Chilean addresses write them, where a postal code follows
        # ("Provincia de Santa Fe. Balcarce 1651, S2000 Rosario", "Garrahan, Combate de los Pozos 1881, C1245AAM
        # Buenos Aires"): after a full stop or comma, up to four words and the house's number
        "es_calle_sin_tipo_ante_codigo_postal",
        r"(?<=[.,][ \t])(?P<phi>["
        + _UPPER
        + r"][\w'-]+(?:[ \t]+(?:(?:de|del|la|las|los|el)[ \t]+)*["
        + _UPPER
        + r"][\w'-]+){0,3}[ \t]+\d{1,5})(?=,[ \t]*(?:[A-HJ-NP-Z]\d{4}(?:[A-Z]{3})?|\d{4,5})[ \t]+["
        + _UPPER
        + r"])",
        "STREET",
        0.75,
        prefilter=r"\d,[ \t]*(?:[A-Z]\d{4}(?:[A-Z]{3})?|\d{4,5})[ \t]+[A-ZÁÉÍÓÚÑ]",
    ),
    Pattern(
        # Argentina's postal code (CPA): the province's letter, four digits and three letters ("Gallo 1330, C1425EFD
        # CABA", "X5000HRC Córdoba"); the letters are no I nor O
        "es_codigo_postal_argentino",
        r"(?<![\w-])[A-HJ-NP-Z]\d{4}[A-Z]{3}(?![\w-])",
        "ZIP",
        0.8,
        prefilter=r"[A-HJ-NP-Z]\d{4}[A-Z]{3}",
    ),
    Pattern(
        # a United States address in a Spanish note (Puerto Rico, migrants' notes): the state's code after the town
        # and before the zip code ("Santurce, San Juan, PR 00911", "Orlando, FL 32801")
        "es_estado_norteamericano_ante_zip",
        r"(?<=[" + _LOWER + r"]),[ \t]*(?P<phi>[A-Z]{2})(?=[ \t]+\d{5}(?:-\d{4})?(?![\w-]))",
        "STATE",
        0.8,
        validator=lambda code: code.lower() in load_dictionary("us_state_abbreviations"),
        prefilter=r",[ \t]*[A-Z]{2}[ \t]+\d{5}",
    ),
    Pattern(
        "es_zip_norteamericano",  # the zip code of that address ("PR 00911", "FL 32801-1234")
        r"(?<=,[ \t])[A-Z]{2}[ \t]+(?P<phi>\d{5}(?:-\d{4})?)(?![\w-])",
        "ZIP",
        0.8,
        prefilter=r",[ \t][A-Z]{2}[ \t]+\d{5}",
    ),
    Pattern(
        # a United States Social Security number after its name ("Seguro social: 581-47-2396", "SSN 581-47-2396")
        "es_seguro_social_norteamericano",
        r"(?i:\b(?:seguro[ \t]+social|ssn|s\.s\.)(?:[ \t]*(?:n[º°o]\.?|#|n[úu]m\.?))?[ \t]*:?[ \t]*)"
        r"(?P<phi>\d{3}-\d{2}-\d{4})(?![\w-])",
        "SSN",
        0.9,
        requires=("seguro", "ssn", "s.s."),
    ),
    Pattern(
        # a Mexican state's abbreviation after its town ("Monterrey, N.L.", "Puebla, Pue.", "León, Gto."), as letters
        # and envelopes write them
        "es_estado_mexicano_abreviado",
        r"(?<=["
        + _LOWER
        + r"]),[ \t]*(?P<phi>N\.[ \t]?L\.|B\.[ \t]?C\.(?:[ \t]?S\.)?|S\.[ \t]?L\.[ \t]?P\.|Q\.[ \t]?R(?:oo)?\."
        r"|(?:Pue|Gto|Qro|Chih|Coah|Tamps|Yuc|Mich|Oax|Chis|Gro|Hgo|Mor|Tlax|Ags|Zac|Dgo|Sin|Nay|Jal|Camp"
        r"|Edo\.[ \t]?M[ée]x)\.)"
        r"(?=[ \t]*(?:[,;)\n]|\.|$))",
        "STATE",
        0.75,
        re.MULTILINE,
        prefilter=r",[ \t]*(?:[NBSQ]\.|(?:Pue|Gto|Qro|Chih|Coah|Tamps|Yuc|Mich|Oax|Chis|Gro|Hgo|Mor|Tlax|Ags|Zac|Dgo"
        r"|Sin|Nay|Jal|Camp|Edo)\.)",
    ),
    Pattern(
        "es_localidad_tras_cp",
        r"(?<![\w-])"
        + _POSTAL_CODE
        + r"[ \t]+(?:-[ \t]+)?(?P<phi>"
        + _NOT_CONTACT_WORD
        + _WORD
        + rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)*"
        + _NOT_CONTACT_WORD
        + _WORD
        + r"){0,3})",
        "CITY",
        0.85,
    ),
    Pattern(
        # the same in a note in one case ("c/ altos de nava, s/n 24071 leon", "28035 MADRID"): up to three words
        # (not a count or a model's number: "leucocitos: 12700 sin neutrofilia", "(modelo 20636 polytech")
        "es_localidad_tras_cp_un_caso",
        # the eight characters before the code in the town's case ("NJ 08089 with her wife" is no town)
        # (the code first, so that the engine skips to a digit; what stands before it is read behind it)
        _POSTAL_CODE + r"(?<![\w/-]\d{5})(?<!(?i:modelo)[ \t]\d{5})"
        r"(?:(?<=[^A-ZÁÉÍÓÚÑÜ\n]{8}\d{5})(?=[ \t]+(?:-[ \t]+)?[a-zñáéíóúü])"
        r"|(?<=[^a-zñáéíóúü\n]{8}\d{5})(?=[ \t]+(?:-[ \t]+)?[A-ZÑÁÉÍÓÚÜ]))"
        + r"[ \t]+(?:-[ \t]+)?(?P<phi>(?!(?i:tel|tfno|tlf|fax|e-?mail|correo|españa|spain)\b)"
        # no function word but a town's article ("28001 la coruña"), no count's unit, no English word ("with")
        + r"(?!(?i:de|del|al|que|y|e|o|u|en|con|sin|por|para|a|se|su|un|una|es|ya|plaquetas|neutr[óo]filos|leucocitos"
        + r"|linfocitos|c[ée]lulas|copias|unidades|ng|pg|nmol|mg|ml|ui|with|and|the|for|to|of|at|in|on)\b)"
        + r"[^\W\d_]+(?:-[^\W\d_]+)?(?:[ \t]+(?:(?i:de|del|la|las|los|el|i)[ \t]+)?(?!(?i:tel|tfno|tlf|fax|e-?mail"
        + r"|correo|españa|spain)\b)[^\W\d_]+){0,2})(?![\w-])",
        "CITY",
        0.8,
        validator=_in_one_case,
    ),
    Pattern(
        "es_hospital",
        r"(?<![\w])(?:Hospital|Complejo[ \t]+(?:Hospitalario|Asistencial)|Complexo[ \t]+Hospitalario"
        r"|Centro[ \t]+de[ \t]+Salud|"
        # Galicia's health centres, Argentina's polyclinics, care homes, the Dominican primary-care units; not
        # Argentina's internal medicine ("consultorio de Clínica Médica por astenia")
        r"Centro[ \t]+de[ \t]+Sa[úu]de|Policonsultorio|[Cc]entro[ \t]+[Ss]ociosanitario|UNAP(?=[ \t]+["
        + _UPPER
        + r"])|"
        r"Cl[íi]nica(?![ \t]+M[ée]dica(?![ \t]+["
        + _UPPER
        + r"]))|Policl[íi]nica|Sanatorio|Hospital[ \t]+Universitari|Hosp\.|H\.[ \t]?C\.[ \t]?U\.|H\.[ \t]?U\.|"
        r"C\.[ \t]?S\.|"
        # "CS" / "CAP" before a capitalised name only: in a note in capitals "CAP" runs on ("CAP POLIPOSIS")
        # (Galicia's article before the town: "CS O Carballiño")
        r"(?:CS|CAP)(?=[ \t]+(?:de[ \t]+|[OA][ \t]+)?[" + _UPPER + r"][" + _LOWER + r"])|Consultorio|Ambulatorio|"
        r"Centro[ \t]+de[ \t]+Atenci[óo]n[ \t]+Primaria|Centro[ \t]+de[ \t]+Especialidades|Centro[ \t]+M[ée]dico|"
        r"Unidad[ \t]+de[ \t]+Medicina[ \t]+Familiar|(?:UMF|HGZ|HGR)(?=[ \t]+(?:[Nn]o\.?[ \t]*)?\d)|Policl[íi]nico|"
        r"EBAIS|SAPU|"
        r"Maternidad(?=[ \t]+de[ \t])|Puesto[ \t]+de[ \t]+Salud|COSAM|UCSF|CESFAM|Cesfam(?=[ \t]+[" + _UPPER + r"])"
        # Honduras' health centres ("CESAMO de Talanga", "CESAMO Alonso Suazo"), the Dominican first-level centres,
        # Cuba's family doctor's office ("CMF No. 17")
        r"|CESAMO(?=[ \t]+(?:de[ \t]+)?[" + _UPPER + r"])"
        r"|Centro[ \t]+de[ \t]+Primer[ \t]+Nivel(?:[ \t]+de[ \t]+Atenci[óo]n)?"
        r"|CMF(?=[ \t]+(?:[Nn]o\.?|N\.?[º°])[ \t]*\d)"
        r"|Residencia(?=[ \t]+(?:de[ \t]+)?[" + _UPPER + r"])"
        # Colombia's IPS, Spain's mental health units (and Madrid's and Catalonia's centres: "CSM Retiro", "CSMA Sant
        # Andreu"), Argentina's CAPS, Paraguay's USF: before a capitalised name or a number ("CAPS N.º 15")
        # (Venezuela's CDI and Honduras' CIS: "CDI Tucupita", "CIS Alonso Suazo"; "CSMA de Cornellà")
        r"|(?:IPS|USM|CAPS|USF|CSMA?|CSMIJ|CDI|CIS)(?=[ \t]+(?:de[ \t]+)?["
        + _UPPER
        + r"]["
        + _LOWER
        + r"]|[ \t]+N\.?[º°])"
        r"|Posta(?:[ \t]+de[ \t]+Salud)?(?=[ \t]+[" + _UPPER + r"]))"
        # a numbered unit ("Unidad de Medicina Familiar No. 20", "UMF 7") or a name
        r"(?:[ \t]+(?:(?:[Nn]o\.?|[Nn]\.?[º°])[ \t]*|(?<=UMF[ \t])|(?<=HGZ[ \t])|(?<=HGR[ \t]))\d{1,3}(?!\d)"
        r"|(?:[ \t]+(?:(?:de|del|la|las|los|y|el|d'|do|da|dos|das)"
        r"[ \t]+)*(?:"
        # a title inside the name ("Hospital Dr. Sótero del Río", "Hospital de Clínicas Dr. Manuel Quintela")
        + r"(?:Dr|Dra|Gral|Prof|Mons|Pbro|["
        + _UPPER
        + r"])\.(?=[ \t]+["
        + _UPPER
        + r"])|"
        + _NOT_AFTER_HOSPITAL
        + r"(?!(?:No\.|N\.?[º°])[ \t]*\d)["
        + _UPPER
        + r"][\w'-]*|(?<![ \t]el[ \t])\d+(?=[ \t]+(?:de|del)[ \t])))+"
        r"(?:[ \t]+(?:[Nn]o\.|N\.?[º°]\.?)[ \t]*\d{1,3}(?!\d))?"  # its number ends it: "Hospital General de Zona No. 2"
        r"(?:[ \t]+[\"“«]["
        + _UPPER
        + r"][^\"”»\n]{1,60}[\"”»])?)",  # and its name in quotes: 'de Clínicas "José de San Martín"'
        "HOSPITAL",
        0.85,
        requires=(
            *("hospital", "complejo", "complexo", "centro", "clínica", "clinica", "sanatorio", "hosp.", "h.", "c."),
            *("cs", "cap", "consultorio", "ambulatorio", "unidad de medicina", "umf", "policlínico", "policlinico"),
            *("hgz", "hgr"),
            *("ebais", "sapu", "maternidad", "puesto de salud", "cosam", "ucsf", "cesfam", "posta", "residencia"),
            *("policonsultorio", "unap", "ips", "usm", "caps", "usf", "cesamo", "cmf", "cdi", "cis"),
        ),
    ),
    Pattern(
        # a hospital's site after "Sede" ("Clínica Alemana de Santiago – Sede Chicureo", "Hospital Universitario de
        # Araba - Sede Txagorritxu")
        "es_sede_de_hospital",
        r"\b(?:Sede|SEDE)[ \t]+(?!(?:Central|Principal|Social|Administrativa|Electr[óo]nica)\b)(?P<phi>["
        + _UPPER
        + r"][\w'-]+(?:[ \t]+(?:(?:de|del|la)[ \t]+)?["
        + _UPPER
        + r"][\w'-]+){0,2})",
        "HOSPITAL",
        0.7,
        requires=("sede",),
        starts_with_required=True,
    ),
    Pattern(
        # a hospital's acronym in brackets after its name ("Complexo Hospitalario Universitario A Coruña (CHUAC)",
        # "Hospital Universitario de Canarias (HUC)"): two to eight capitals right after the name's words
        "es_siglas_de_hospital",
        r"(?<![\w])(?:Hospital|HOSPITAL|Complejo|Complexo|Centro|Cl[íi]nica|Sanatorio|Instituto|Fundaci[óo]n|Policl[íi]nic[oa])"
        r"(?:[ \t]+(?:(?:de|del|la|las|los|el|y|i|d'|do|da|dos|das)[ \t]+)*[" + _UPPER + r"][\w'.-]*){1,8}"
        r"[ \t]*\([ \t]*(?P<phi>[A-Z]{2,8})[ \t]*\)",
        "HOSPITAL",
        0.75,
        requires=(
            *("hospital", "complejo", "complexo", "centro", "clínica", "clinica", "sanatorio", "instituto", "fundaci"),
            *("policlínic", "policlinic"),
        ),
        prefilter=r"\([ \t]*[A-Z]{2,8}[ \t]*\)",
    ),
    Pattern(
        # a well-known hospital named without "Hospital", after "en el", "del", "al" ("le han dicho en el Gregorio
        # Marañón", "trasladado al Vall d'Hebron", "derivado desde el Rebagliati"): the names that need no head word
        # in speech
        "es_hospital_por_nombre",
        r"(?<![\w])(?:(?i:en|del|al|desde|hasta|para)[ \t]+(?:(?i:el)[ \t]+)?"
        r"|(?<!Virgen[ \t])(?i:de|en|a)[ \t]+la[ \t]+(?=Arrixaca))"  # "la consulta de Endocrino de la Arrixaca"
        r"(?P<phi>(?:Gregorio[ \t]+Marañ[óo]n"
        r"|Ram[óo]n[ \t]+y[ \t]+Cajal|Doce[ \t]+de[ \t]+Octubre|Puerta[ \t]+de[ \t]+Hierro"
        r"|Vall[ \t]+d['\u2019]Hebr[oó]n"
        r"|Sant[ \t]+Pau|Niño[ \t]+Jes[úu]s|Virgen[ \t]+del[ \t]+Roc[íi]o|(?:Virgen[ \t]+de[ \t]+la[ \t]+)?Arrixaca"
        r"|Valdecilla|Bellvitge|Germans[ \t]+Trias|Son[ \t]+Espases|Carlos[ \t]+Haya"
        r"|Virgen[ \t]+de[ \t]+las[ \t]+Nieves"
        r"|Virgen[ \t]+Macarena|Severo[ \t]+Ochoa|(?:Fundaci[óo]n[ \t]+)?Jim[ée]nez[ \t]+D[íi]az|R[íi]o[ \t]+Hortega"
        r"|Miguel[ \t]+Servet|Infanta[ \t]+(?:Leonor|Sof[íi]a|Cristina|Elena)|Cl[íi]nic|Rebagliati|Garrahan"
        r"|Clínica[ \t]+Alemana))(?![\w])",
        "HOSPITAL",
        0.8,
        requires=(
            *("marañ", "cajal", "octubre", "hierro", "hebr", "pau", "jesús", "jesus", "rocío", "rocio", "arrixaca"),
            *("valdecilla", "bellvitge", "trias", "espases", "haya", "nieves", "macarena", "ochoa", "díaz", "diaz"),
            *("hortega", "servet", "infanta", "clínic", "clinic", "rebagliati", "garrahan", "alemana"),
        ),
    ),
    Pattern(
        # a message or a note in lower case: "la llevamos al hospital de la paz", "el centro de salud de la victoria",
        # "hospital san agustín"; the name a Spanish given name, surname or town ("hospital general", "hospital de
        # día" name none)
        "es_hospital_minusculas",
        r"\b(?:hospital|centro[ \t]+de[ \t]+salud|cl[íi]nica|ambulatorio|sanatorio)"
        r"(?:[ \t]+(?:de|del|la|las|los|el))*"
        r"[ \t]+(?:(?:(?:san|santa|santo|virgen|nuestra[ \t]+señora)[ \t]+(?:de[ \t]+(?:la[ \t]+)?)?)?"
        + _LOWER_CASE_NAME_OR_TOWN
        + r")(?:[ \t]+(?:(?:de|del|la|las|los|y)[ \t]+)*"
        + _LOWER_CASE_NAME_OR_TOWN
        + r"){0,3}",
        "HOSPITAL",
        0.75,
        requires=("hospital", "centro de salud", "clínica", "clinica", "ambulatorio", "sanatorio"),
    ),
    *(
        Pattern(
            # a centre named by its town in a note in one case, a town of any country ("hospital de manises", "LA
            # LLEVÉ AL HOSPITAL DE GETAFE", "centro de salud de parla"): the town of the larger list, which only
            # the validator reads (one word, or two: "hospital de las palmas")
            name,
            r"(?<![\w])(?:hospital|HOSPITAL|cl[íi]nica|CL[ÍI]NICA|centro[ \t]+de[ \t]+salud|CENTRO[ \t]+DE[ \t]+SALUD"
            r"|ambulatorio|AMBULATORIO)[ \t]+(?:de|DE|del|DEL)[ \t]+" + town + r"(?![\w-])",
            "HOSPITAL",
            0.7,
            validator=_names_a_town_in_one_case,
            requires=("hospital", "clínica", "clinica", "centro de salud", "ambulatorio"),
            starts_with_required=True,
        )
        for name, town in (
            ("es_hospital_de_pueblo_un_caso", r"[^\W\d_]+"),
            ("es_hospital_de_pueblo_un_caso_dos_palabras", r"[^\W\d_]+[ \t][^\W\d_]+"),
        )
    ),
    Pattern(
        # a company by its legal form after its name: "Constructora Illimani S.R.L.", "Salmones Austral S.A.",
        # "Frutas Hermanos Navarro, S.L.", "Transportes Ribera Navarra S.L.", "Grupo Bimbo S.A. de C.V."
        "es_empresa_por_forma_juridica",
        r"(?<![\w.])(?P<phi>["
        + _UPPER
        + r"][\w&'-]*(?:(?:[ \t]+(?:de|del|y|e|la|las|los|el))?[ \t]+["
        + _UPPER
        + r"][\w&'-]*){0,4},?[ \t]+(?:S\.[ \t]?A\.(?:[ \t]de[ \t]C\.[ \t]?V\.)?|S\.[ \t]?L\.(?:U\.)?"
        r"|S\.[ \t]?R\.[ \t]?L\.|S\.[ \t]?A\.[ \t]?C\.|S\.[ \t]?A\.[ \t]?S\.|Ltda\.|SpA|SAS|SRL|SAC))(?![\w])",
        "ORGANIZATION",
        0.8,
        prefilter=r"(?:S\.[ \t]?[ALR]\.|Ltda\.|\b(?:SpA|SAS|SRL|SAC)\b)",
    ),
    Pattern(
        # a company by the common word that starts its name: "Hotel Meliá Palma Bay", "Banco Nacional de Costa Rica",
        # "Mercado Libre", "Bodegas Vega Herrera", "Frigorífico Nacional" (not "Banco de Sangre", a hospital's)
        "es_empresa_por_nombre_comun",
        r"(?<![\w])(?P<phi>(?:Hotel|Banco(?![ \t]+de[ \t]+(?:Sangre|Leche|Tejidos|Tumores|Cerebros|Ojos))"
        r"|Supermercados?|Mercado|Bodegas?|Transportes|Constructora|F[áa]brica|Frigor[íi]fico|Almacenes|Talleres|Empresa)"
        r"(?:[ \t]+(?:(?:de|del|y|la|las|los|el)[ \t]+)*[" + _UPPER + r"][\w'&-]*){1,5})",
        "ORGANIZATION",
        0.75,
        prefilter=r"(?:Hotel|Banco|Supermercado|Mercado|Bodega|Transportes|Constructora|F[áa]brica|Frigor[íi]fico"
        r"|Almacenes|Talleres|Empresa)[ \t]+(?:de[ \t]+|del[ \t]+)?[" + _UPPER + r"]",
    ),
    Pattern(
        # a company everyone knows by name, as written ("en el bloque logístico de Mercadona", "domiciliario de
        # Rappi", "cajera en Oxxo"): none an ordinary word (not "Claro", "Día", "Éxito", "Correos")
        "es_empresa_conocida",
        r"(?<![\w-])(?:Mercadona|Carrefour|El[ \t]+Corte[ \t]+Ingl[ée]s|Alcampo|Eroski|Inditex|Glovo|Rappi|Oxxo|OXXO"
        r"|Soriana|Chedraui|Bodega[ \t]+Aurrera|Coppel|Elektra|Falabella|Pemex|PEMEX|Telcel|Movistar|Repsol"
        r"|Iberdrola|Renfe|RENFE|Telef[óo]nica|Cabify|Cemex|CEMEX|Walmart|Lidl|Amazon|Bimbo"
        # employers of security, cleaning and building work, clothes, airports; health insurers and hospital groups
        # ("vigilante de seguridad de Prosegur", "el alergólogo de Quirónsalud Pozuelo")
        r"|Prosegur|Securitas|Clece|Eulen|Ferrovial|Cortefiel|Enaire|Aena|AENA|Farmatodo|Siemens|Decathlon"
        r"|Leroy[ \t]+Merlin|Telepizza|Quir[óo]nsalud|Sanitas|Adeslas|Asisa|Mapfre|MAPFRE|DKV|Vithas"
        r"|HM[ \t]+Hospitales|Ribera[ \t]+Salud|Colsanitas|Compensar|Famisanar|Codelco|Ecopetrol|Bancolombia|BBVA"
        r"|CaixaBank|Avianca|Vueling)(?![\w-])",
        "ORGANIZATION",
        0.7,
        requires=(
            *("mercadona", "carrefour", "corte ingl", "alcampo", "eroski", "inditex", "glovo", "rappi", "oxxo"),
            *("soriana", "chedraui", "aurrera", "coppel", "elektra", "falabella", "pemex", "telcel", "movistar"),
            *("repsol", "iberdrola", "renfe", "telef", "cabify", "cemex", "walmart", "lidl", "amazon", "bimbo"),
            *("prosegur", "securitas", "clece", "eulen", "ferrovial", "cortefiel", "enaire", "aena", "farmatodo"),
            *("siemens", "decathlon", "leroy", "telepizza", "quirónsalud", "quironsalud", "sanitas", "adeslas"),
            *("asisa", "mapfre", "dkv", "vithas", "hm hospitales", "ribera salud", "colsanitas", "compensar"),
            *("famisanar", "codelco", "ecopetrol", "bancolombia", "bbva", "caixabank", "avianca", "vueling"),
        ),
    ),
    Pattern(
        # a local body, association or court by the word that starts its name: "Instituto de Medicina Legal y Ciencias
        # Forenses", "Asociación de Familiares y Personas con Enfermedad Mental de Écija", "Ajuntament de València",
        # "Bomberos Voluntarios de Panajachel", "Servizo Galego de Saúde", "Unidad de Salud Mental Comunitaria de
        # Écija", "Zona Básica de Salud de San Leonardo de Yagüe", "Juzgado de Primera Instancia", "Centro Clínico
        # Zuliano", "Cervecería Boliviana Nacional", an author's "Facultad de Odontología", "Universidad de Talca",
        # "Centro Universitario de Ciencias de la Salud" (MEDDOCAN marks them); not a ministry, which names no place
        # a patient is known at (MEDDOCAN marks none), a department ("Servei de Patologia Forense") or a learned
        # society whose guideline is cited ("la Asociación Europea de Urología")
        "es_institucion_por_nombre_comun",
        r"(?<![\w])(?!Asociaci[óo]n[ \t]+(?:Americana|Europea|Española|Internacional|Mundial|Canadiense|Británica"
        r"|Latinoamericana|Argentina|Mexicana)\b)"
        r"(?P<phi>(?:Instituto|Asociaci[óo]n|Fundaci[óo]n|Ayuntamiento|Ajuntament|Concello"
        r"|Diputaci[óo]n|Juzgado|Bomberos|Cervecer[íi]a|Servizo(?=[ \t]+Galego)|Comisar[íi]a"
        r"|Unidad[ \t]+de[ \t]+Salud(?:[ \t]+(?:Mental|Familiar))?|Zona[ \t]+B[áa]sica[ \t]+de[ \t]+Salud"
        r"|Centro[ \t]+Cl[íi]nico|Centro[ \t]+Universitario|(?<![Ll]a[ \t])Facultad|Universidad|Universitat"
        r"|Registro[ \t]+Civil)"
        r"(?:[ \t]+(?:(?:de|del|y|e|la|las|los|el|con|para)[ \t]+)*(?!(?:Servicio|Unidad|Hospital|E-?mail|Correo"
        r"|Avda|Avenida|Calle|Edificio|Tel|Tfno|Fax|Plaza|Paseo|Ciudad)\b)[" + _UPPER + r"][\w'-]*)"
        r"{1,8})",
        "ORGANIZATION",
        0.7,
        prefilter=r"(?:Instituto|Asociaci|Fundaci|Ayuntamiento|Ajuntament|Concello|Diputaci|Juzgado|Bomberos"
        r"|Cervecer|Servizo|Comisar|Unidad[ \t]+de[ \t]+Salud|Zona[ \t]+B[áa]sica"
        r"|Centro[ \t]+Cl[íi]nico|Centro[ \t]+Universitario|Facultad|Universidad|Universitat|Registro[ \t]+Civil)",
    ),
    Pattern(
        # a university or school by its acronym where someone studies or works, maybe with its campus ("estudiante de
        # la UAM Xochimilco", "estudia en la UNAM", "trabaja en la UCR"): not a stage of schooling ("estudiante de la
        # ESO") nor a ward ("trabaja en la UCI")
        "es_siglas_de_centro_de_estudios",
        r"\b(?i:estudiantes?|alumn[oa]s?|estudia|estudiaba|trabaja|trabajaba|profesor[a]?|docente)[ \t]+(?i:de|en)"
        r"[ \t]+(?i:la|el)[ \t]+(?!(?:ESO|EGB|BUP|COU|FP|UCI|UVI|UCE|URPA|REA|UHD|UCSI|ONG)\b)"
        r"(?P<phi>[A-Z]{2,6}(?:[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+)?)(?![\w-])",
        "ORGANIZATION",
        0.7,
        requires=("estudia", "alumn", "trabaja", "profesor", "docente"),
    ),
    Pattern(
        # Colombia's and the Dominican Republic's insurers and providers by their kind's acronym ("carta para la ARL
        # Positiva", "EPS Sura", "IPS Rehabilitar", "ARS Humano"): the name after it, capitalised
        "es_aseguradora_tras_sigla",
        r"\b(?:ARL|EPS|IPS|AFP|ARS)[ \t]+(?P<phi>" + _NOT_INSTITUTION + r"[" + _UPPER + r"][\w&-]+"
        r"(?:[ \t]+(?:de[ \t]+)?[" + _UPPER + r"][\w&-]+){0,2})(?![\w-])",
        "ORGANIZATION",
        0.75,
        requires=("arl", "eps", "ips", "afp", "ars"),
    ),
    Pattern(
        # a company named after the common noun for one in lower case: "operaria de esmaltado en la empresa Cerámicas
        # Millars", "su empresa Montajes Ruiz", "la constructora Acciona", "una cooperativa de aceite Oleoestepa"
        "es_empresa_tras_nombre_comun",
        r"\b(?:(?:la|una|su|esta|dicha|misma)[ \t]+(?:empresa|compañ[íi]a|f[áa]brica|constructora|multinacional"
        r"|cooperativa|consultora|aseguradora|mutua|distribuidora|conservera|bodega)[ \t]+"
        # the employer named after the word ("ante su empleador, Autotransportes Ruta 72")
        r"|(?:su|el|la|sus)[ \t]+empleador(?:a|es)?[ \t]*[,:]?[ \t]+)"
        r"(?:(?:de|del)[ \t]+[a-záéíóúñ]{3,}[ \t]+)?"
        r"(?P<phi>" + _NOT_INSTITUTION + r"[" + _UPPER + r"][\w&'-]*"
        r"(?:[ \t]+(?:(?:de|del|y|la|las|los|el)[ \t]+)*" + _NOT_INSTITUTION + r"[" + _UPPER + r"][\w&'-]*){0,4})"
        r"(?![\w])",
        "ORGANIZATION",
        0.75,
        requires=(
            *("empresa", "compañía", "compania", "fábrica", "fabrica", "constructora", "multinacional"),
            *("cooperativa", "consultora", "aseguradora", "mutua", "distribuidora", "conservera", "bodega"),
            "empleador",
        ),
    ),
    Pattern(
        # a nickname in quotes after a name or the words that give one: 'Francisco Javier López Mendoza ("Pancho")',
        # '(le dicen "Chayo")', 'a quien todos llaman "Mimí"', "alias «el Chino»": a name itself
        "es_apodo",
        r"(?=[ \t(]|(?i:le|ll|al|ap|co))(?:(?<=["
        + _LOWER
        + r"])[ \t]*\([ \t]*|(?i:\ble[ \t]+dicen|\bllam(?:an|en|e|amos)|\balias|\bapodad[oa]"
        r"|\bconocid[oa](?:[ \t]+[^\n\"“«'.;]{0,40}?)?[ \t]+como)[ \t]+)"
        r"(?:(?i:le[ \t]+dicen)[ \t]+)?[\"“«'](?!(?:S[íi]|No|Bien|Mal|Nada|Nunca|Siempre|Ok|OK)\b)"
        r"(?P<phi>(?:(?i:el|la)[ \t]+)?[" + _UPPER + r"][" + _LOWER + r"]+"
        r"(?:[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+)?)[\"”»']",
        "PATIENT",
        0.8,
        prefilter=r"[(\w][ \t]*[\"“«'](?:(?i:el|la)[ \t]+)?[" + _UPPER + r"]",
    ),
    Pattern(
        # the same without quotes after the words that give a nickname: "conocida por todos como la Visi", "a quien
        # llama el Mono", "al que en el colegio llaman Leo, de 16 años" (the article left out); one capitalised word
        # ending the phrase (not "conocido como el Síndrome de ...", no "por todos" there)
        "es_apodo_sin_comillas",
        r"(?i:\b(?:le[ \t]+)?(?:llaman|llama|dicen|apodad[oa]|alias)"
        r"|\bconocid[oa][ \t]+por[ \t]+(?:todos|todas|sus[ \t]+"
        r"\w+)[ \t]+como)[ \t]+(?:(?:el|la)[ \t]+)?"
        r"(?P<phi>[" + _UPPER + r"][" + _LOWER + r"]+)(?=[ \t]*(?:[,.;:)]|$)|[ \t]+(?:que|de|y)\b)",
        "PATIENT",
        0.75,
        re.MULTILINE,
        requires=("llama", "dicen", "apodad", "alias", "conocid"),
    ),
    Pattern(
        # a school or nursery a note names ("Escuela Infantil Los Pitufos", "CEIP Reyes Católicos", "Escola Collaso i
        # Gil"): MEDDOCAN's INSTITUCION
        "es_centro_educativo",
        r"(?<![\w])(?:Escuela(?:[ \t]+Infantil)?|Escola|Colegio(?:[ \t]+(?:Público|Concertado|Privado))?|CEIP|IES|"
        r"Instituto[ \t]+de[ \t]+Educaci[óo]n[ \t]+Secundaria|Liceo|[Gg]uarder[íi]a|Unidad[ \t]+Educativa"
        r"|C[íi]rculo[ \t]+Infantil|Jard[íi]n[ \t]+(?:de[ \t]+Infantes|Infantil)|IPEM(?:[ \t]+N?[º°]?[ \t]*\d{1,4})?"
        r"|Universidad|Escoleta|Escola[ \t]+Bressol|Jard[íi]n[ \t]+de[ \t]+Niños|Preescolar"
        # Colombia's "Institución Educativa Santa Librada", Mexico's "Prepa 6", a header in capitals ('UNIDAD
        # EDUCATIVA NACIONAL "RAFAEL URDANETA"')
        r"|Instituci[óo]n[ \t]+Educativa|Prepa(?:ratoria)?|INSTITUCI[ÓO]N[ \t]+EDUCATIVA|UNIDAD[ \t]+EDUCATIVA"
        r"|ESCUELA|COLEGIO|LICEO)"
        # its number ("Escuela N° 14 D.E. 8", Buenos Aires; "Liceo 1") or its name, and a name in quotes after either
        # ('Escuela Primaria "Benito Juárez"', 'Escuela N° 318 "Sargento Cabral"')
        r"(?:[ \t]*(?:N\.?[º°o]\.?[ \t]*|[ \t](?=\d{1,3}(?![\d.,:/])))\d{1,4}(?:[ \t]+D\.[ \t]?E\.[ \t]*\d{1,2})?"
        r"|(?:[ \t]+(?:(?:de|del|la|las|los|y|i|el|d')[ \t]+)*(?:"
        + _NOT_AFTER_HOSPITAL
        + _NOT_INSTITUTION  # not into the hospital after it ("Universidad Central de Venezuela Hospital ...")
        + r"["
        + _UPPER
        + r"][\w'-]*)){1,5}+)"
        + r"(?:[ \t]+[\"“«]["
        + _UPPER
        + r"][^\"”»\n]{1,60}[\"”»])?",
        "ORGANIZATION",
        0.75,
        requires=(
            *("escuela", "escola", "colegio", "ceip", "ies", "instituto", "liceo", "guarder", "unidad educativa"),
            *("círculo infantil", "circulo infantil", "jardín", "jardin", "ipem", "universidad", "escoleta"),
            *("preescolar", "institución educativa", "institucion educativa", "prepa"),
        ),
    ),
    Pattern(
        # a body of mutual help or charity a note names ("acude a Alcohólicos Anónimos", "ayuda de Cáritas")
        "es_asociacion_de_ayuda",
        r"(?<![\w])(?:Alcoh[óo]licos[ \t]+An[óo]nimos|Narc[óo]ticos[ \t]+An[óo]nimos|Jugadores[ \t]+An[óo]nimos"
        r"|Al-Anon|C[áa]ritas(?:[ \t]+(?:Diocesana|Parroquial)(?:[ \t]+de[ \t]+[" + _UPPER + r"][\w-]+)?)?"
        r"|M[ée]dicos[ \t]+(?:Sin|sin)[ \t]+Fronteras|Proyecto[ \t]+Hombre|Banco[ \t]+de[ \t]+Alimentos)(?![\w-])",
        "ORGANIZATION",
        0.75,
        requires=("anónimos", "anonimos", "al-anon", "cáritas", "caritas", "fronteras", "proyecto hombre", "banco de"),
    ),
    # --- professions: an entry of the packaged professions list (Faker's es_ES jobs among them) where the note
    # says it is one; "jubilado" is no profession (nor is it in MEDDOCAN's PROFESION)
    Pattern(
        "es_profesion_tras_clave",  # "de profesión carpintero", "trabaja como camarero", "ex profesora de ..."
        r"(?i:\b(?:(?:"
        + _OCCUPATION_NAMED
        + r"|se[ \t]+dedica(?:ba)?[ \t]+a|hij[oa][ \t]+de(?=[ \t]+un)"
        + r"|(?:su|sus)[ \t]+(?:hij[oa]|espos[oa]|madre|padre|herman[oa]|pareja)[ \t]*,(?=[ \t]*[a-zñáéíóú]))"
        + r"[ \t]+|(?P<ex>ex(?:[ \t]*-[ \t]*|[ \t]+)|antigu[oa][ \t]+))"
        r"(?:(?:un|una|el|la|las|los)[ \t]+)?)"
        r"(?P<phi>"
        + _NOT_RETIRED
        + r"(?i:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|"
        + _OCCUPATION_OF
        + r"|<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"|(?(ex)"  # after "ex" an occupation by its ending too ("EX TORNERO EN METALÚRGICA SIAM", "antiguo cantero")
        + _OCCUPATION_BY_SUFFIX
        + r"|(?!)"
        + r")))"
        r"(?![\w-])",
        "PROFESSION",
        0.75,
        requires=(
            "profesi",
            "ocupaci",
            "trabaj",
            "emplead",
            "dedica",
            "ex",
            "antigu",
            "labor",
            "jubil",
            "desempeñ",
            "ejerc",
            *("hijo de", "hija de", "hijo,", "hija,", "esposa,", "esposo,", "madre,", "padre,", "hermana,"),
            *("hermano,", "pareja,"),
        ),
    ),
    Pattern(
        # an occupation no list holds, by its ending, where the note says it is one ("trabaja como taxista",
        # "trabajaba de temporero", "de profesión cuidadora"); not after "ex" ("ex fumador")
        "es_profesion_por_sufijo",
        r"(?i:\b(?:" + _OCCUPATION_NAMED + r")[ \t]+(?:(?:un|una|el|la)[ \t]+)?)"
        r"(?P<phi>" + _NOT_RETIRED + r"(?i:[a-záéíóúñü]{2,}"
        r"(?:ista|ero|era|eiro|eira|dor|dora|tor|tora|ante|ólogo|óloga|ario|aria)s?))(?![\w-])",
        "PROFESSION",
        0.7,
        requires=("profesi", "ocupaci", "trabaj", "emplead", "labor", "jubil", "desempeñ", "ejerc"),
    ),
    Pattern(
        # an occupation opening a sentence of a history, before its complement or the sentence's end ("Camionero de
        # larga distancia, oriundo de Villa María.", "Manipuladora de alimentos en un colegio", "Docente."): a head of
        # the lists, not a staff member's role before a name or a colon ("Enfermera: ...")
        "es_profesion_al_inicio",
        r"(?:[.;:][ \t]{1,2}|\n[ \t]*)(?P<phi>"  # the full stop, colon or line break first: the engine skips to one
        + _NOT_RETIRED
        + r"(?i:"
        + _OCCUPATION_OF
        + r"|"
        + _COMMON_OCCUPATIONS
        # (a town after "en": "Maestra de primaria en Cárdenas"; not a department after "de": "Jefe de Sección de
        # Microcirugía")
        + r"))(?=[ \t]*[,.;]|[ \t]+(?:de|del|en|para)[ \t]+(?!la[ \t]+paciente)[a-záéíóúñü]|[ \t]+en[ \t]+["
        + _UPPER
        + r"])",
        "PROFESSION",
        0.7,
    ),
    Pattern(
        # an occupation before the words that say it is one, set off by a comma: "natural de Lalín, pizarrista de
        # profesión", "con domicilio en Reinosa, tornero jubilado," (by the professions list or the ending)
        "es_profesion_antes_de_clave",
        r"(?:(?<=[,:;])[ \t]+|(?<=\.)[ \t]+(?=[" + _UPPER + r"])|^[ \t]*)"  # "Natural de Ribeira. Marinero jubilado"
        r"(?P<phi>(?i:<<professions>>|" + _COMMON_OCCUPATIONS + r"|" + _OCCUPATION_BY_SUFFIX + r")"
        r"(?:[ \t]+de[ \t]+[a-záéíóúñü]{3,}(?:[ \t]+[a-záéíóúñü]{3,})?)?)"  # "pastor de ganado caprino de profesión"
        r"(?=[ \t]+(?i:de[ \t]+profesi[óo]n|(?:jubilad|retirad)[oa]s?)\b)",  # "PESCADOR JUBILADO DE PASAIA" too
        "PROFESSION",
        0.75,
        re.MULTILINE,
        requires=("profesi", "jubilad", "retirad"),
    ),
    Pattern(
        "es_profesion_antes_de_edad",  # "un albañil de 52 años", "una enfermera de 30 años"
        r"(?i:\b(?:un|una)[ \t]+)(?P<phi>"
        + _NOT_RETIRED
        + r"(?i:<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"))(?=[ \t]+de[ \t]+\d{1,3}[ \t]+años)",
        "PROFESSION",
        0.75,
        requires=("año",),
    ),
    Pattern(
        # "Varón de 20 años, pescador, sin antecedentes", "Mujer de 43 años, ama de casa,", "Paciente masculino de 52
        # años, comerciante,", and after a name: "Julián Cordero, de 58 años, agricultor con", "Manuel Otero, 63 años,
        # marinero retirado"
        "es_profesion_tras_edad",
        r"(?i:(?:(?:\b(?:var[óo]n|mujer|hombre|paciente(?:[ \t]+(?:masculino|femenin[oa]))?|masculino|femenin[oa]"
        r"|chic[oa]|joven)[ \t]+de[ \t]+|,[ \t]*(?:de[ \t]+)?|\([ \t]*|^[ \t]*|(?<=[a-z]):[ \t]*)\d{1,3}[ \t]+años"
        r"|\b(?:var[óo]n|mujer|hombre)[ \t]+\d{1,3}[ \t]?a(?![\w.])"  # "Varón 54a, pescador de bajura"
        r"|(?<=[a-záéíóúñü]),[ \t]*\d{1,3}[ \t]?a(?![\w.]))"  # "madre Karla Cruz, 22 a, empleada de tienda"
        # the occupation ends the clause, a place or time follows it ("enfermera en el Hospital del Mar") or that it
        # is no longer ("agricultor jubilado, fumador")
        r"(?:[ \t]+de[ \t]+edad)?[ \t]*,[ \t]*)" + _OCCUPATION_AFTER_AN_AGE,
        "PROFESSION",
        0.75,
        re.MULTILINE,
        requires=("año", "varón", "varon", "mujer", "hombre"),
    ),
    Pattern(
        # an occupation right after "paciente", before where it is practised ("paciente maestra en una escuela
        # elemental", "Paciente motorista de la empresa Transportes Unidos"): a word of the lists
        "es_profesion_tras_paciente",
        r"\b(?:[Pp]aciente|PACIENTE)[ \t]+(?P<phi>"
        + _NOT_RETIRED
        + r"(?:<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"|"
        + _OCCUPATION_OF
        + r"))"
        r"(?=[ \t]+(?:en|de|del)[ \t]+(?:la[ \t]+|el[ \t]+|una?[ \t]+)?(?:empresa|escuela|colegio|f[áa]brica|taller"
        r"|tienda|mercado|hospital|cl[íi]nica|obra|campo|finca|granja|oficina|banco|comunidad|aldea|zona|["
        + _UPPER
        + r"])"
        # or ending the clause, retired or with one word more ("Paciente viticultora jubilada, que trabajó", "Paciente
        # pescador warao, trasladado")
        r"|[ \t]*[,;]|[ \t]+(?:jubilad|retirad)[oa]s?\b|[ \t]+[a-záéíóúñü]{3,}[ \t]*[,;])",
        "PROFESSION",
        0.7,
        requires=("paciente",),
    ),
    Pattern(
        # an occupation after the identity document that follows a name or an age: "Ezequiel Sosa, 33 años, DNI
        # 31.456.789, programador en Mercado Libre", "cédula 1-1345-0678, de 31 años, cajera del Banco"
        "es_profesion_tras_documento",
        r"(?:\b(?:DNI|NIE|C\.?I\.?|RUT|CURP|DUI|(?i:c[ée]dula))[ \t]*(?:N\.?[º°]\.?)?[ \t]*[:.]?[ \t]*"
        r"[\w./-]*\d[\w./-]*"
        r"(?:[ \t]+[A-Z]{2})?)[ \t]*,[ \t]*(?:(?:de[ \t]+)?\d{1,3}[ \t]+años[ \t]*,[ \t]*)?"
        r"(?P<phi>" + _NOT_RETIRED + r"(?i:<<professions>>|" + _COMMON_OCCUPATIONS + r"))"
        r"(?=[ \t]*[,.;)]|[ \t]+(?i:en|de|del|para)[ \t])",
        "PROFESSION",
        0.75,
        requires=("dni", "nie", "c.i", "ci", "rut", "curp", "dui", "cédula", "cedula"),
        starts_with_required=True,
    ),
    Pattern(
        # an occupation as the value of a work field, any words in lower case ("Puesto de trabajo: conductor de
        # camión", "Cargo: operario de caldera", "Puesto: encargada de almacén", "Oficio: cerezero"), up to where
        # the field's value ends; "jubilado" and "desempleado" are no occupation
        "es_profesion_en_campo",
        r"(?<![\w])(?:(?:Puesto(?:[ \t]+de[ \t]+trabajo)?|Cargo|Oficio"
        r"|Ocupaci[óo]n(?:[ \t]+(?:actual|previa|habitual))?|Profesi[óo]n|Actividad[ \t]+laboral"
        r"|PUESTO|CARGO|OFICIO|OCUPACI[ÓO]N|PROFESI[ÓO]N)[ \t]*:[ \t]*)"
        r"(?P<phi>(?!(?i:jubilad|desemplead|pensionad|sin\b|no\b|ninguna?\b|desconocid))"
        # a student with the degree ("Ocupación: estudiante de Enfermería en la Universidad Central")
        r"(?:estudiante[ \t]+de[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+(?:[ \t]+[" + _UPPER + r"][" + _LOWER + r"]+)?"
        r"|[a-záéíóúñü]{3,}(?:[ \t]+(?:(?:de(?:l|[ \t]+la)?|y|e|en)[ \t]+)?[a-záéíóúñü]{3,}){0,4}"
        # or in capitals ("OCUPACIÓN: CORTADOR DE CAÑA")
        r"|[A-ZÁÉÍÓÚÑÜ]{3,}(?:[ \t]+(?:(?:DE(?:L|[ \t]+LA)?|Y|E|EN)[ \t]+)?[A-ZÁÉÍÓÚÑÜ]{3,}){0,4}))"
        # to the field's end or before its employer ("Ocupación: auxiliar contable en Almacenes Éxito")
        r"(?:" + _FIELD_VALUE_END + r"|(?=[ \t]+(?:en|de)[ \t]+(?:(?:la|el|los|las)[ \t]+)?[" + _UPPER + r"])"
        r"|(?=[ \t]+(?:DESDE|HACE|DURANTE)\b))",
        "PROFESSION",
        0.75,
        re.MULTILINE,
        requires=("puesto", "cargo", "oficio", "ocupaci", "profesi", "actividad laboral"),
    ),
    Pattern(
        # an occupation last in the brackets that give a relative's name and age: "esposo (Raúl, 58, colectivero) e
        # hija (Milagros, 19, estudiante de la UBA)": a word of the lists or of an occupation's ending
        "es_profesion_entre_parentesis_tras_nombre",
        rf"\([ \t]*[{_UPPER}][{_LOWER}]+(?:[ \t]+[{_UPPER}][{_LOWER}]+)?,[ \t]*\d{{1,3}}(?:[ \t]+años)?,[ \t]*"
        r"(?P<phi>" + _NOT_RETIRED + _OCCUPATION_OF_ANY_LIST + r")(?=[ \t]*[),;]|[ \t]+(?:de|del|en)[ \t])",
        "PROFESSION",
        0.75,
        prefilter=r"\([ \t]*[A-ZÁÉÍÓÚÑ][^()\n]{0,30},[ \t]*\d{1,3}",
    ),
    Pattern(
        # an occupation alone in brackets, or before its workplace that a capital starts ("Mihaela Ionescu
        # (limpiadora en Limpiezas Ebro)", "(operador de tráiler en Transportes del Norte)", "padre (albañil)"): a
        # word of the lists, or one by its ending before the workplace; not a clinician's specialty ("(médico de
        # familia)")
        "es_profesion_entre_parentesis",
        r"\([ \t]*(?P<phi>"
        + _NOT_RETIRED
        + _NOT_A_SIGNERS_SPECIALTY
        + r"(?i:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|"
        + _OCCUPATION_OF
        + r"|<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"|(?="
        + _OCCUPATION_BY_SUFFIX
        + r"(?:[ \t]+de[ \t]+[a-záéíóúñü]{3,})?[ \t]+(?:en|de|del)[ \t]+(?:(?:la|el|los|las)[ \t]+)?["
        + _UPPER
        + r"])"
        + _OCCUPATION_BY_SUFFIX
        + r")(?:[ \t]+de[ \t]+(?!(?:profesi[óo]n|edad|oficio)\b)[a-záéíóúñü]{3,})?)"
        r"(?=[ \t]*\)|[ \t]+(?:en|de|del)[ \t]+(?:(?:la|el|los|las)[ \t]+)?[" + _UPPER + r"])",
        "PROFESSION",
        0.7,
        prefilter=r"\([ \t]*[a-záéíóúñüA-ZÁÉÍÓÚÑ]{3,}",
    ),
    Pattern(
        # the first of two occupations of the lists joined by "y" ("labrador y viticultor jubilado", "ex carbonero y
        # agricultor"), in lower case
        "es_primera_de_dos_profesiones",
        r"(?<![\w-])"
        + _A_WORD_BEFORE_Y
        + r"(?P<phi>"
        + _NOT_RETIRED
        + _COMMON_OR_OF_OCCUPATION
        + r")(?=[ \t]+y[ \t]+"
        + _COMMON_OR_OF_OCCUPATION
        + r"(?![\w-]))",
        "PROFESSION",
        0.7,
        prefilter=r"[a-záéíóúñü][ \t]+y[ \t]+[a-záéíóúñü]{3,}",
    ),
    Pattern(
        # a second occupation joined to a first of the lists by "y" ("pastora y tejedora", "agricultor y motorista de
        # microbús", "Pastor de ovejas y quesero"): a word of the lists or by its ending, in lower case (the first
        # capitalised or not)
        "es_segunda_profesion",
        # (a word before "y" looked for first, the lists after)
        r"(?<![\w-])"
        + _A_WORD_BEFORE_Y
        + r"(?i:"
        + _COMMON_OR_OF_OCCUPATION
        + r")[ \t]+y[ \t]+(?P<phi>"
        + _NOT_RETIRED
        + r"(?:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|"
        + _OCCUPATION_OF
        + r"|"
        + _COMMON_OCCUPATIONS
        + r"|"
        + _OCCUPATION_BY_SUFFIX
        + r")(?:[ \t]+de[ \t]+(?!(?:profesi[óo]n|edad|oficio)\b)[a-záéíóúñü]{3,})?)(?![\w-])",
        "PROFESSION",
        0.7,
        prefilter=r"[a-záéíóúñü][ \t]+y[ \t]+[a-záéíóúñü]{3,}",
    ),
    Pattern(
        # a common occupation set off by commas in a history, with its complement: "Vive en Tuxtla desde hace 20 años,
        # comerciante de abarrotes, con antecedente de", "Soltera, costurera, vive sola" (the shorter list only: the
        # professions list holds words a history uses otherwise)
        "es_profesion_entre_comas",
        r"(?<=,)[ \t]+(?P<phi>"
        + _NOT_RETIRED
        + r"(?i:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|"
        + _OCCUPATION_OF
        + r"|"
        + _COMMON_OCCUPATIONS
        + r")(?:[ \t]+de[ \t]+(?!(?:profesi[óo]n|edad|oficio)\b)[a-záéíóúñü]{3,}(?:[ \t]+[a-záéíóúñü]{4,})?)?)"
        # before the next comma, or before the workplace ("docente de básica primaria en el Colegio Departamental",
        # "trabajador agrícola procedente de Cumanayagua")
        r"(?=[ \t]*,|[ \t]+en[ \t]+(?:el[ \t]+|la[ \t]+)?[" + _UPPER + r"]|[ \t]+(?:procedente|natural|residente)\b)",
        "PROFESSION",
        0.65,
        prefilter=r",[ \t]+[a-záéíóúñü]{3,}(?:[ \t]+[a-záéíóúñü]+){0,4}[ \t]*(?:,|[ \t]en[ \t]|[ \t](?:proc|nat|resi))",
    ),
    Pattern(
        # an author of a case report before the marks of their affiliations ("Nerea Etxeberria Goikoetxeaª", "Ana
        # Sofía Treviño Leal², Rogelio Cantú Elizondo¹"): two to five capitalised words, then a superscript (not "Que
        # D.ª Amparo", a courtesy title)
        "es_autor_con_filiacion",
        rf"(?<![\w-])(?P<phi>[{_UPPER}][{_LOWER}]+(?:[ \t]+(?:(?:de|del)[ \t]+(?:la[ \t]+|los[ \t]+)?)?"
        rf"[{_UPPER}][{_LOWER}']+(?:-[{_UPPER}][{_LOWER}']+)?){{1,4}})(?=[ \t]*[,*]?[¹²³⁴⁵⁶⁷⁸⁹ªᵃᵇᶜᵈ])",
        "DOCTOR",
        0.8,
        prefilter=r"[¹²³⁴⁵⁶⁷⁸⁹ªᵃᵇᶜᵈ]",
    ),
    Pattern(
        # a case report's authors without marks, on their own line above the affiliation ("Álvaro Etxeberria
        # Goikoetxea, Miren Itziar Arrizabalaga Olaizola y Jon Ander Urrutia Beloki\nServicio de Neumología, ..."):
        # each name of two to five capitalised words, the line nothing but names, the next line opening with a
        # service, a hospital or a university
        "es_autores_sobre_filiacion",
        rf"(?m:^|(?<=,[ \t])|(?<=[ \t][ye][ \t]))(?P<phi>{_AUTHOR_NAME})"
        rf"(?=(?:(?:[ \t]*,[ \t]*|[ \t]+[ye][ \t]+){_AUTHOR_NAME})*[ \t]*\.?[ \t]*\r?\n[ \t]*{_AFFILIATION_HEAD})",
        "DOCTOR",
        0.75,
        prefilter=r"\n[ \t]*" + _AFFILIATION_HEAD,
    ),
    Pattern(
        # the same with the mark in brackets, in a list of authors: "Javier Olmedo-Castaño (1), Lucía de la Fuente
        # Prieto (1) e Iñaki Aguirregabiria Etxeberria (2)": the name before "(1)" and a comma, "y"/"e" or the line's
        # end
        "es_autor_con_filiacion_entre_parentesis",
        rf"(?<![\w-])(?P<phi>[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}][{_LOWER}]+)?"
        rf"(?:[ \t]+(?:(?:de|del)[ \t]+(?:la[ \t]+|los[ \t]+)?)?"
        rf"[{_UPPER}][{_LOWER}']+(?:-[{_UPPER}][{_LOWER}]+)?){{1,4}})"
        r"(?=[ \t]*\([1-9a-d](?:[,-][1-9a-d])*\)(?:[ \t]*[,;]|[ \t]+[ye][ \t]|[ \t]*$))",
        "DOCTOR",
        0.8,
        re.MULTILINE,
        prefilter=r"\([1-9a-d](?:[,-][1-9a-d])*\)(?:[ \t]*[,;]|[ \t]+[ye][ \t]|[ \t]*$)",
    ),
    Pattern(
        # an occupation set off by a comma after a person's name or tie ("Pareja: Brayan Stiven Muñoz, albañil.", "su
        # hijo Iker, camarero, vive", "el hijo, electricista, trabaja", "Iosu Ezcurra, camionero en Transportes
        # Ochoa", a name in brackets: "padre (Jonathan Silveira) repartidor."): an entry of the professions lists
        # ending the clause or before where or for whom
        "es_profesion_tras_nombre",
        rf"(?<![\w])(?:(?:[{_UPPER}][{_LOWER}]+|(?i:" + _RELATIVE + rf"))[ \t]*,[ \t]*|[{_UPPER}][{_LOWER}]+\)[ \t]+)"
        r"(?P<phi>"
        + _NOT_RETIRED
        + _NOT_A_SIGNERS_SPECIALTY
        + r"(?i:"
        + _OCCUPATION_IN_TWO_WORDS
        + r"|<<professions>>|"
        + _COMMON_OCCUPATIONS
        + r"))(?=[ \t]*(?:[,.;)]|\r?\n|\Z)|[ \t]+(?:en|de|del|y)[ \t]+(?:(?:el|la|los|las|una?)[ \t]+)?["
        + _UPPER
        + r"a-z])",
        "PROFESSION",
        0.7,
        prefilter=(
            # (an occupation of two words ending the clause too: "Francisco Javier Moreno, guardia civil.")
            r"[,)][ \t]*[a-záéíóúñü]{3,}"
            r"(?:(?:[ \t]+[a-záéíóúñü]+)?[ \t]*(?:[,.;)]|\r?\n|\Z)|[ \t]+(?:[a-záéíóúñü]+[ \t]+)?(?:en|de|del|y)[ \t])"
        ),
    ),
    Pattern(
        # an occupation of `_OCCUPATIONS_ALONE` wherever it stands, in lower case ("Refiere jornalero agrícola", "Él
        # fue caficultor toda la vida", "ahora motoconchista en Villa Consuelo"), or capitalised where a line or
        # sentence opens or after a field's colon ("Agricultor y arriero, dolor en"): not a surname ("Dr. Herrero",
        # "Calle Pintor Sorolla", "Apellidos: Pintor")
        "es_profesion_por_nombre",
        r"(?:(?<![\w-])|(?<=\bex)|(?<=\bex-))(?P<phi>(?:"
        + _OCCUPATIONS_ALONE_LONGEST_FIRST
        # (not after an abbreviation: "Col. Obrera"; after a field's colon: "Datos clínicos: Futbolista de las
        # divisiones inferiores")
        + r")|(?:^|(?<=[a-záéíóúñü]{4}[.!?][ \t])|(?<=[a-záéíóúñü]:[ \t]))(?:"
        + "|".join(sorted((word.capitalize() for word in _OCCUPATIONS_ALONE), key=len, reverse=True))
        + r")|"
        + _BEFORE_AN_OCCUPATION_ALSO_ADJECTIVE
        + r"(?:"
        + "|".join(_OCCUPATIONS_ALSO_ADJECTIVES)
        + r"))(?![\w-])",
        "PROFESSION",
        0.6,
        re.MULTILINE,
        validator=lambda mention: mention[0].islower() or not is_known_name(mention.lower()),
        requires=_OCCUPATIONS_ALONE + _OCCUPATIONS_ALSO_ADJECTIVES,
    ),
)
"""Rules for Spanish notes."""
