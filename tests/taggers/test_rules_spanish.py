import pytest

from phiscrub.document import Document, Span
from tests.taggers.rule_cases import spanish_found as found
from tests.taggers.rule_cases import spanish_tagger as tagger


def matched_by(rule: str, text: str) -> list[Span]:
    """Return the matches of the Spanish rule called `rule` in `text`."""
    return [span for span in tagger().matches(text) if span.source == f"rules:{rule}"]


HEADER = """Datos del paciente.
Nombre:  Ernesto.
Apellidos: Rivera Bueno.
NHC: 368503.
NASS: 26 63514095.
Domicilio:  Calle Miguel Benitez 90.
Localidad/ Provincia: Madrid.
CP: 28016.
Fecha de nacimiento: 03/03/1946.
País: España.
Edad: 70 años Sexo: H.
Episodio: 4375656.
Médico:  Ignacio Navarro Cuéllar NºCol: 28 28 70973.
"""


@pytest.mark.parametrize(
    ("rule", "label", "phi"),
    [
        ("es_nombre", "PATIENT", "Ernesto"),
        ("es_apellidos", "PATIENT", "Rivera Bueno"),
        ("es_nhc", "MEDICALRECORD", "368503"),
        ("es_nass", "HEALTHPLAN", "26 63514095"),
        ("es_domicilio", "STREET", "Calle Miguel Benitez 90"),
        ("es_localidad", "CITY", "Madrid"),
        ("es_cp", "ZIP", "28016"),
        ("es_fecha_numerica", "DATE", "03/03/1946"),
        ("es_pais", "COUNTRY", "España"),
        ("es_edad", "AGE", "70 años"),
        ("es_sexo", "OTHER", "H"),
        ("es_episodio", "ACCOUNT", "4375656"),
        ("es_medico", "DOCTOR", "Ignacio Navarro Cuéllar"),
        ("es_colegiado", "LICENSE", "28 28 70973"),
    ],
)
def test_spanish_header_field_rule_finds_its_value(rule: str, label: str, phi: str) -> None:
    assert found(HEADER).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        ("es_doctor_titulo", "Remitida por la Dra. María José de la Fuente tras", "DOCTOR", "María José de la Fuente"),
        (
            "es_doctor_firma",
            "Remitido por: Jorge Planelles Gómez Servicio de Urología",
            "DOCTOR",
            "Jorge Planelles Gómez",
        ),
        ("es_colegiado", "Dr. José Luis Herrero (nº colegiado 020212345).", "LICENSE", "020212345"),
        ("es_colegiado", "Firmado: Ana Gil, número de colegiado: 4512.", "LICENSE", "4512"),
        ("es_colegiado", "Dra. Pilar Santos, colegiada nº 28/1234", "LICENSE", "28/1234"),
        ("es_sexo_narrativo", "Varón de 53 años que acude", "OTHER", "Varón"),
        ("es_edad_narrativa", "Mujer de 73 años que consulta", "AGE", "73 años"),
        ("es_edad_narrativa", "Paciente varón de 44 años, fumador", "AGE", "44 años"),
        ("es_edad_de_edad", "con 70 años de edad, minero", "AGE", "70 años"),
        ("es_edad_de_vida", "es transferido de otro hospital a los 19 días de vida con", "AGE", "19 días"),
        ("es_edad_tras_oficio", "el paciente, un albañil de 52 años natural de cuenca", "AGE", "52 años"),
        ("es_profesion_antes_de_edad", "el paciente, un albañil de 52 años natural de cuenca", "PROFESSION", "albañil"),
        ("es_edad_familiar_parentesis", "mi madre rosario (78 años) tiene fiebre", "AGE", "78 años"),
        ("es_colegiado", "MÉDICO: DR. JAVIER MOLINA SANZ (COL. 41/08812).", "LICENSE", "41/08812"),
        (
            "es_familiar_posesivo",
            "El paciente se presenta acompañado de su esposa quien está a cargo",
            "NAME-RELATIVE",
            "esposa",
        ),
        ("es_familiar_posesivo", "Ocho años atrás tuvo su primera hija; el embarazo", "NAME-RELATIVE", "hija"),
        ("es_familiar_con_nombre_minusculas", "mi hijo santiago tiene 5 años", "NAME-RELATIVE", "hijo santiago"),
        ("es_familiar_con_nombre_minusculas", "acude con su hija pilar", "NAME-RELATIVE", "hija pilar"),
        ("es_edad", "País: España. Edad: 13 días Sexo: M.", "AGE", "13 días"),
        ("es_fecha_texto", "el 3 de marzo de 2019 ingresó", "DATE", "3 de marzo de 2019"),
        ("es_fecha_texto", "En Febrero de 1998 fue diagnosticada", "DATE", "Febrero de 1998"),
        ("es_fecha_dia_mes", "revisado el 15 de agosto sin cambios", "DATE", "15 de agosto"),
        ("es_fecha_guiones", "cirugía el 12-abril-2016 sin", "DATE", "12-abril-2016"),
        ("es_fecha_guiones", "Se utilizó como AV hasta julio-04, retirándose", "DATE", "julio-04"),
        ("es_fecha_mes_suelto", "comenzó en septiembre y culminó en octubre del mismo año", "DATE", "octubre"),
        ("es_fecha_mes_suelto", "una salida al campo (mes de abril).", "DATE", "abril"),
        ("es_fecha_mes_en_minusculas", "Te mando los análisis de diciembre: hemoglobina 20,8", "DATE", "diciembre"),
        (
            "es_nombre_de_pila_y_apellido",
            "Familiar de referencia: Graciela Techera (hija), tel. 098 553 107.",
            "PATIENT",
            "Graciela Techera",
        ),
        (
            "es_nombre_de_pila_y_apellido",
            "Se comenta el plan y Maite Zubizarreta (enfermera) lo explica",
            "PATIENT",
            "Maite Zubizarreta",
        ),
        (
            "es_nombre_de_pila_y_apellido",
            "Técnico: Lázaro Hechavarría\nDra. Odalys Rivero",
            "PATIENT",
            "Lázaro Hechavarría",
        ),
        ("es_fecha_mes_en_minusculas", "Cambios de turno aprobados para agosto:", "DATE", "agosto"),
        (
            "es_mutua_cooperativa_o_farmacia_por_nombre",
            "socio de la Cooperativa Fernheim",
            "ORGANIZATION",
            "Cooperativa Fernheim",
        ),
        (
            "es_mutua_cooperativa_o_farmacia_por_nombre",
            "en la farmacia (Farmacia Pueyrredón) y anotar",
            "ORGANIZATION",
            "Farmacia Pueyrredón",
        ),
        ("es_nombre_de_pila_entre_parentesis", "RN masculino (Benjamín) en Neonatología", "PATIENT", "Benjamín"),
        (
            "es_laboratorio_por_nombre",
            "Ya me hice los análisis en Laboratorio Lace (te los adjunto)",
            "ORGANIZATION",
            "Laboratorio Lace",
        ),
        (
            "es_laboratorio_por_nombre",
            "Biopsia (3/07/2024, Laboratorio Patológico de Occidente, folio LPO-24)",
            "ORGANIZATION",
            "Laboratorio Patológico de Occidente",
        ),
        ("es_nombres_de_pila_unidos_primero", "compañeros Emiliano y Dulce también manipularon", "PATIENT", "Emiliano"),
        ("es_nombres_de_pila_unidos_segundo", "compañeros Emiliano y Dulce también manipularon", "PATIENT", "Dulce"),
        ("es_fecha_mes_en_minusculas", "| Osteoporosis, fractura vertebral mayo |", "DATE", "mayo"),
        # a date, no occupation by its ending
        ("es_fecha_mes_en_minusculas", "Control en consulta (febrero) sin cambios", "DATE", "febrero"),
        ("es_fecha_numerica", "control el 10.10.1963 normal", "DATE", "10.10.1963"),
        ("es_fecha_anio", "apendicectomía en el año 1978, cirrosis", "DATE", "año 1978"),
        ("es_fecha_anio_contexto", "diagnosticada en 1989, HDA", "DATE", "1989"),
        ("es_telefono", "Tel.: 934 169 700 E-mail", "PHONE", "934 169 700"),
        ("es_telefono", "Móvil +34 912 345 678.", "PHONE", "+34 912 345 678"),
        ("es_telefono", "llamar al 91 123 45 67 por la mañana", "PHONE", "91 123 45 67"),
        ("es_fax", "Fax: 973-727-223 Correo", "FAX", "973-727-223"),
        ("es_dni", "DNI 12345678A en vigor", "IDNUM", "12345678A"),
        ("es_nie", "NIE X1234567L en vigor", "IDNUM", "X1234567L"),
        ("es_calle", "Dirección: C/ Lavapiés, 94, 3, A. 28012 Madrid", "STREET", "C/ Lavapiés, 94, 3, A"),
        ("es_calle", "en Av. de Recolectos, 27 y", "STREET", "Av. de Recolectos, 27"),
        ("es_codigo_postal", "C/ Irunlarrea, 3 31008 Pamplona E-mail", "ZIP", "31008"),
        ("es_localidad_tras_cp", "C/ Irunlarrea, 3 31008 Pamplona E-mail", "CITY", "Pamplona"),
        ("es_localidad_tras_cp", "Paseo X 1, 28224 Pozuelo de Alarcón. España", "CITY", "Pozuelo de Alarcón"),
        (
            "es_hospital",
            "Servicio de Urología Hospital Universitario La Paz. Madrid",
            "HOSPITAL",
            "Hospital Universitario La Paz",
        ),
        ("territorio_nombre", "operado en Cuenca, acude", "CITY", "Cuenca"),
        ("pais_nombre", "viajó a Marruecos en verano", "COUNTRY", "Marruecos"),
        ("email", "E-mail: nnavcu@hotmail.com.", "EMAIL", "nnavcu@hotmail.com"),
        ("es_natural_de", "Varón natural de Reinosa (Cantabria), que vive", "CITY", "Reinosa"),
        ("es_natural_de", "vecina de Torrelavega; residente en", "CITY", "Torrelavega"),
        ("es_natural_de", "dijo que es viral. Somos de Lanús. ¿Es normal?", "CITY", "Lanús"),
        ("es_edad_de_familiar", "Buen día, mi hijo Thiago de 5 años tiene fiebre", "AGE", "5 años"),
        ("es_edad_de_familiar", "Hepático asintomático en el hermano de 9 años.", "AGE", "9 años"),
        ("es_registro_medico", "Dra. Carolina Vidal Pérez\nPatóloga — RCM 15.882", "LICENSE", "15.882"),
        ("es_natural_de", "hablé con su hija por teléfono, quien viaja desde Pérez Zeledón.", "CITY", "Pérez Zeledón"),
        (
            "es_hospital",
            "femenina de 38 años, referida del CESAMO de Talanga por disnea",
            "HOSPITAL",
            "CESAMO de Talanga",
        ),
        (
            "es_familiar_nombre_ante_parentesis",
            "Familiar de referencia: Nieves (hija), tlf.",
            "NAME-RELATIVE",
            "Nieves",
        ),
        ("es_familiar_nombre_aparte", "0212-242-5567 (hermana, Yelitza)\nFecha:", "NAME-RELATIVE", "Yelitza"),
        ("es_paciente", "Paciente: BOGDANOVICH, Stefanía          DNI: 38.456.112", "PATIENT", "BOGDANOVICH, Stefanía"),
        ("es_edad_abreviada_tras_nombre", "F. nacimiento: 15/06/1964 (59 a)\nServicio", "AGE", "59 a"),
        ("es_edad_abreviada_tras_nombre", 'Paciente: Manuel Outeiral Fraga ("Manolo"), 81 a.    TIS:', "AGE", "81 a."),
        ("es_documento", "Identificación: 1-2145-0873     Expediente: HNN-5588", "IDNUM", "1-2145-0873"),
        ("es_aseguramiento_tras_clave", "N° de seguro social: 125-3382     Edad: 46 años", "HEALTHPLAN", "125-3382"),
        ("es_edad_en_letras", "Ay mi abuelita. Con noventa y un años una operación así", "AGE", "noventa y un años"),
        (
            "es_familiar_con_nombre",
            "Mi hijito Yamil tiene 9 meses, vivimos en El Alto",
            "NAME-RELATIVE",
            "hijito Yamil",
        ),
        ("es_registro_medico", "Dr. Esteban Chaves Brenes — Cód. MED-8812", "LICENSE", "MED-8812"),
        ("es_registro_medico", "Graciela Spósito — Fisiatra — C.J.P.P.U. 72.415", "LICENSE", "72.415"),
        ("es_registro_medico", "Lorena Zeledón — Código de enfermería ENF-1187", "LICENSE", "ENF-1187"),
        (
            "es_paciente_nombre_en_mayusculas",
            "Apellidos y nombres: GUAMÁN PICHISACA MANUEL RUMIÑAHUI\nCédula / HCU: 0603",
            "PATIENT",
            "GUAMÁN PICHISACA MANUEL RUMIÑAHUI",
        ),
        (
            "chat_sender_after_date_and_time",
            "[12/3/24, 21:21] Rocío Sanlúcar 🌸: Ay mi abuelita",
            "PATIENT",
            "Rocío Sanlúcar",
        ),
        ("chat_sender_after_date_and_time", "[12/3/24, 21:27] rafa: Yo me paso el miércoles", "PATIENT", "rafa"),
        (
            "name_before_email_address",
            "De: Florencia Pereyra <flor.pereyra.m@gmail.com>\nAsunto",
            "PATIENT",
            "Florencia Pereyra",
        ),
        (
            "post_handle_before_date",
            "Foro\n\nWara_Condori_EA escribió el 14/05/2024:\nHola",
            "USERNAME",
            "Wara_Condori_EA",
        ),
        (
            "post_handle_before_date",
            "---\nRespuesta de pediatra_solidaria_lpz (16/05/2024):\n\nHola Wara.",
            "USERNAME",
            "pediatra_solidaria_lpz",
        ),
        ("es_familiar_coma_nombre", "agredida por su expareja, Karim, en su domicilio", "NAME-RELATIVE", "Karim"),
        ("es_bebe_con_nombre", "una preguntita mi bebé Ámbar tiene 8 meses y desde el", "NAME-RELATIVE", "Ámbar"),
        ("es_sanitario_con_nombre", "Se coordina con la técnica Yariela para el jueves 7.", "DOCTOR", "Yariela"),
        ("es_hospital", "Médico de familia: Dra. Odalys Rivero, CMF No. 17, Policlínico", "HOSPITAL", "CMF No. 17"),
        (
            "es_institucion_salud",
            "Se traslada en ambulancia de Comandos de Salvamento.",
            "ORGANIZATION",
            "Comandos de Salvamento",
        ),
        (
            "es_institucion_salud",
            "Traído por funcionarios de Protección Civil. Niega",
            "ORGANIZATION",
            "Protección Civil",
        ),
        ("es_institucion_salud", "una campaña del DIF en la plaza me tomaron la presión", "ORGANIZATION", "DIF"),
        (
            "es_localidad_en_campo",
            "Localidad: Santa María Albarradas\nAcompañante: su nieta",
            "CITY",
            "Santa María Albarradas",
        ),
        (
            "es_pueblo_tras_centro_entre_parentesis",
            "atendido en Hospital El Cruce (Florencio Varela).",
            "CITY",
            "Florencio Varela",
        ),
        ("es_pueblo_ante_provincia", "Centro de Salud de Zumaia\nZumaia (Gipuzkoa)\n\nHOJA", "CITY", "Zumaia"),
        ("es_registro_medico", "Dr. Esteban Mora Castro — cód. MED12873", "LICENSE", "MED12873"),
        ("es_colegiado", "Mynor Estuardo Cifuentes, Colegiado 14,227", "LICENSE", "14,227"),
        ("es_numero_de_agente", "Se avisa a Policía Nacional (agente n.º 108.445).", "IDNUM", "108.445"),
        ("es_registro_tras_clave", "Edad: 38 años     Exp.: 1245-87\nProcedencia:", "MEDICALRECORD", "1245-87"),
        ("es_cedula_venezolana", "no tiene cédula así que pusieron la mía V-19.445.820", "IDNUM", "V-19.445.820"),
        ("es_aseguramiento_tras_clave", "Subsidio INSS, N.º asegurado 12458963.", "HEALTHPLAN", "12458963"),
        (
            "es_numero_de_documento",
            "Penal de Cerro Colorado, Oficio Nº 1871-2023-MP-FPPCC",
            "IDNUM",
            "1871-2023-MP-FPPCC",
        ),
        ("es_documento", "C.I.P. N.º 4.218.337     Edad: 27 años", "IDNUM", "4.218.337"),
        (
            "es_paciente_nombre_en_mayusculas",
            "Afiliado: EDVIN ROLANDO XICARÁ TZOC\nNo. de afiliación: 16648",
            "PATIENT",
            "EDVIN ROLANDO XICARÁ TZOC",
        ),
        (
            "es_doctor_titulo",
            "Dr. Álvaro Montes de Oca Rivas   N.º colegiado 41/10928",
            "DOCTOR",
            "Álvaro Montes de Oca Rivas",
        ),
        (
            "es_medico",
            "Médico: Dr. Álvaro Montes de Oca Rivas N.º colegiado 41/10928",
            "DOCTOR",
            "Álvaro Montes de Oca Rivas",
        ),
        ("es_edad_abreviada_tras_nombre", "Madre: Yolanda Quispe Condori, 28 a., vendedora ambulante", "AGE", "28 a."),
        ("es_edad_primera_persona", "estoy así desde que tenía veinte años. Mi marido", "AGE", "veinte años"),
        ("es_edad_de_familiar_sin_unidad", "Buenas, mi padre Ernesto tiene 70 y le han dicho", "AGE", "70"),
        ("es_hospital_por_nombre", "le han dicho en el Gregorio Marañón que tiene", "HOSPITAL", "Gregorio Marañón"),
        ("es_sanitario_con_nombre", "Valorado por enfermera de enlace Inmaculada.", "DOCTOR", "Inmaculada"),
        ("es_natural_de", "Reside en Lavapiés con su pareja", "CITY", "Lavapiés"),
        ("es_colegiado", "Médico de familia: Dra. Sara Lobato (nº col. 24/2456).", "LICENSE", "24/2456"),
        ("es_nhc", "paciente josé manuel ferreiro castro, nhc 0884512, 72 años", "MEDICALRECORD", "0884512"),
        ("es_carretera", "sufre accidente de tráfico en la A-7 a la altura de Motril", "STREET", "A-7"),
        ("es_institucion_salud", "Unidad médica: UMF No. 28, IMSS, Monterrey.", "ORGANIZATION", "IMSS"),
        (
            "es_profesion_tras_edad",
            "Mujer de 52 años, auxiliar administrativa en el Ayuntamiento",
            "PROFESSION",
            "auxiliar administrativa",
        ),
        ("es_conyuge_tras_estado_civil", "mujer de 45 años, casada con Andrés, con quien", "NAME-RELATIVE", "Andrés"),
        ("es_edades_tras_nombres_primera", "dos hijas (Paula y Marta, de 12 y 9 años).", "AGE", "12"),
        ("es_edades_tras_nombres_ultima", "dos hijas (Paula y Marta, de 12 y 9 años).", "AGE", "9 años"),
        (
            "es_familiar_entre_parentesis",
            "dos hijas (Paula y Marta, de 12 y 9 años).",
            "NAME-RELATIVE",
            "Paula y Marta",
        ),
        ("es_fecha_dia_semana", "Tenemos cita el jueves en el Hospital del Sureste", "DATE", "jueves"),
        (
            "es_profesion_tras_ser",
            "La paciente es maestra de educación infantil en",
            "PROFESSION",
            "maestra de educación",
        ),
        ("es_lugar_tras_centro", "la matrona del centro de salud de Arganda dice", "CITY", "Arganda"),
        ("es_edad_tras_nombre_aparte", "Su hermano mayor, Yeray, de 6 años, está sano.", "AGE", "6 años"),
        ("es_empresa_tras_trabajo", "Su pareja, Ayoze Hernández, trabaja en Binter.", "ORGANIZATION", "Binter"),
        ("es_profesion_tras_clave", "Viudo desde hace 10 años. Antiguo guardia civil.", "PROFESSION", "guardia civil"),
        ("es_institucion_salud", "Parto en domicilio asistido por el SUMMA 112.", "ORGANIZATION", "SUMMA 112"),
        ("es_institucion_salud", "Enfermera de Osakidetza en Bilbao", "ORGANIZATION", "Osakidetza"),
        ("es_paciente_tras_progenitor", "Mamá de Santiago (6 años) consulta porque", "PATIENT", "Santiago"),
        ("es_familiar_nombre_tras_mayuscula", "Esposo Arturo, ingeniero civil.", "NAME-RELATIVE", "Arturo"),
        ("es_familiar_nombre_aparte", "Vive con su conviviente, Marcela, en Maipú.", "NAME-RELATIVE", "Marcela"),
        (
            "es_profesion_tras_edad",
            "Paciente de 44 años, mototaxista, natural de Montería",
            "PROFESSION",
            "mototaxista",
        ),
        ("es_localidad_tras_nombre_comun", "vive solo en un caserío de Azpeitia.", "CITY", "Azpeitia"),
        (
            "es_profesion_tras_clave",
            "desde 2015, que trabaja como empleada de hogar.",
            "PROFESSION",
            "empleada de hogar",
        ),
        (
            "es_profesion_tras_edad",
            "Varón de 38 años, policía nacional, sin antecedentes",
            "PROFESSION",
            "policía nacional",
        ),
        ("es_nhc", "correo: mpuig@gencat.cat. nº de historia bcn00339812.", "MEDICALRECORD", "bcn00339812"),
        ("es_edad_de_familiar", "su hija mayor Lucía de 12 años.", "AGE", "12 años"),
        ("es_allegado_con_nombre", "vive con su cuidadora Nicoleta (de Rumanía) en", "NAME-RELATIVE", "Nicoleta"),
        ("es_allegado_con_nombre", "acompañado por su compañero de piso, Iker.", "NAME-RELATIVE", "Iker"),
        ("es_aseguradora", "Isapre Colmena, plan 2026", "ORGANIZATION", "Colmena"),
        ("es_aseguradora_antes", "Afiliada a Famisanar EPS.", "ORGANIZATION", "Famisanar"),
        ("es_profesion_tras_nombre", "Pareja: Brayan Stiven Muñoz, albañil. Procedente de", "PROFESSION", "albañil"),
        ("es_profesion_tras_edad", "Varón de 34 años, repartidor de Glovo, que acude", "PROFESSION", "repartidor"),
        ("es_colegiado", "Fdo.: Dr. Íñigo Arrizabalaga. Nº col. 39/3904521.", "LICENSE", "39/3904521"),
        ("es_edad_tras_nombre", "Paciente: Valentina Sosa, 7 años, DNI 52.118.904.", "AGE", "7 años"),
        ("es_edad_tras_nombre", "Paciente Juan Pablo Gómez, DNI 28.456.789, 45 años. Ingresó", "AGE", "45 años"),
        ("es_edad_tras_nombre", "ANTECEDENTES: MADRE (CARMEN, 72 AÑOS) CON DM2", "AGE", "72 AÑOS"),
        ("es_edades_de_familiares_primera", "Vive con su pareja y dos hijos de 5 y 8 años.", "AGE", "5"),
        ("es_edades_de_familiares_ultima", "Vive con su pareja y dos hijos de 5 y 8 años.", "AGE", "8 años"),
        ("es_telefono_tras_clave", "Madre: Romina Sosa (cel. 11 5623-8841).", "PHONE", "11 5623-8841"),
        ("es_telefono_tras_clave", "Tfno.+34679802102 E-mail", "PHONE", "34679802102"),
        ("es_telefono_tras_clave", "Vivimos en Tlaquepaque. Mi cel es 33 1122 3344. Gracias", "PHONE", "33 1122 3344"),
        ("es_telefono_tras_clave", "llámeme, mi número es 11 4567 8910", "PHONE", "11 4567 8910"),
        (
            "es_familiar_de_paciente",
            "buenas tardes doctor, soy la mamá de Valentina, tiene tos",
            "PATIENT",
            "Valentina",
        ),
        ("es_matricula", "La Dra. Carla Benítez (MN 145.223) indica alta", "LICENSE", "145.223"),
        ("es_registro_medico", "Firma: Dr. Luis Zambrano, Médico Internista, RM 23456. Lima", "LICENSE", "23456"),
        ("es_barrio", "Vive en el barrio de Ruzafa con su madre.", "CITY", "Ruzafa"),
        (
            "es_presentacion",
            "buenas noches doctor, le escribe maría josé, la hija de don alfonso",
            "PATIENT",
            "maría josé",
        ),
        ("es_presentacion", "Me llamo Ana Torres y tengo 34 años", "PATIENT", "Ana Torres"),
        ("es_barrio", "Reside en la urbanización Los Pinos, en Marbella.", "CITY", "Los Pinos"),
        ("es_barrio", "Reside en la Urbanización Los Olivos, portal 3, de Alhaurín", "CITY", "Los Olivos"),
        ("es_barrio", "vive en la colonia Roma Norte, CDMX", "CITY", "Roma Norte"),
        ("es_edad_primera_persona", "soy la mamá de lucas, tiene 4 añitos y tose", "AGE", "4 añitos"),
        ("es_registro_medico", "Dra. Rosa Quispe, CMP 45678, RNE 23456", "LICENSE", "45678"),
        ("es_registro_medico", "Dr. Iván Mejía, Reg. Méd. 1234", "LICENSE", "1234"),
        ("es_nhc", "Historia clínica Nº 00456123. Paciente Ramón Ortega", "MEDICALRECORD", "00456123"),
        (
            "es_paciente",
            "Historia clínica Nº 00456123. Paciente Ramón Ortega Velázquez, 81 años",
            "PATIENT",
            "Ramón Ortega Velázquez",
        ),  # no colon after "Paciente"
        # Latin-American identifiers
        ("es_curp", "Paciente con CURP HERG700312MDFRNS09, originaria de", "IDNUM", "HERG700312MDFRNS09"),
        ("es_rfc", "RFC: HERG700312AB1", "IDNUM", "HERG700312AB1"),
        ("es_documento", "DNI 28.456.789, soltera", "IDNUM", "28.456.789"),
        ("es_documento", "RUT 12.345.678-9", "IDNUM", "12.345.678-9"),
        ("es_documento", "cédula de identidad: 4512876", "IDNUM", "4512876"),
        ("es_documento", "CUIL 20-28456789-3", "IDNUM", "20-28456789-3"),
        ("es_documento", "cédula V-18.456.789, licenciada", "IDNUM", "V-18.456.789"),
        ("es_cedula_profesional", "Dr. Cruz (cédula profesional 4455123)", "LICENSE", "4455123"),
        ("es_cedula_profesional", "Dr. Mireles (cardiología, céd. prof. 7894561).", "LICENSE", "7894561"),
        # professions where the note says a word of the professions list is one
        ("es_profesion_tras_edad", "Varón de 20 años, pescador, sin antecedentes", "PROFESSION", "pescador"),
        ("es_profesion_tras_edad", "Mujer de 43 años de edad, ama de casa, alérgica", "PROFESSION", "ama de casa"),
        ("es_profesion_tras_edad", "Varón de 67 años, agricultor, fumador.", "PROFESSION", "agricultor"),
        ("es_profesion_antes_de_clave", "Varón de 67 años, agricultor jubilado, fumador.", "PROFESSION", "agricultor"),
        ("es_profesion_tras_clave", "Varón de 50 años, de profesión albañil.", "PROFESSION", "albañil"),
        ("es_profesion_tras_clave", "Trabajaba como camarero en Cádiz", "PROFESSION", "camarero"),
        ("es_profesion_tras_clave", "Mujer de 60 años, ex-enfermera, sin alergias", "PROFESSION", "enfermera"),
        ("es_profesion_tras_clave", "Jubilada, trabajó como costurero", "PROFESSION", "costurero"),
        # an occupation no list holds, by its ending, after a cue
        ("es_profesion_por_sufijo", "El paciente trabaja como bicitaxista en Lima.", "PROFESSION", "bicitaxista"),
        ("es_profesion_por_sufijo", "Trabajaba de resinero en Huelva", "PROFESSION", "resinero"),
        # Latin American cities in the gazetteer
        ("territorio_nombre", "Llegó de Guayaquil hace dos años", "CITY", "Guayaquil"),
        ("es_nhc", "Nombre: Martínez, Juan Carlos   HC: 1.234.567   DNI: 23.456.789", "MEDICALRECORD", "1.234.567"),
        ("es_nhc", "Historia clínica nº 448213.", "MEDICALRECORD", "448213"),
        ("es_nombre", "Nombre: Martínez, Juan Carlos   HC: 1.234.567", "PATIENT", "Martínez, Juan Carlos"),
        (
            "es_nombre",
            "Nombre: Yeison Muñoz Cardona     C.C. 1.036.447.829     Edad: 19",
            "PATIENT",
            "Yeison Muñoz Cardona",
        ),
        ("es_documento", "Nombre: Yeison Muñoz Cardona     C.C. 1.036.447.829     Edad: 19", "IDNUM", "1.036.447.829"),
        ("es_documento", "Nombre: Martínez, Juan Carlos   DNI: 23.456.789", "IDNUM", "23.456.789"),
        ("es_matricula", "Firma: Dra. Paula Ferrari, MN 98.765.", "LICENSE", "98.765"),
        ("es_familiar_con_nombre", "con su hijo Lautaro (tel. 11-4567-8910)", "NAME-RELATIVE", "hijo Lautaro"),
        ("es_familiar_con_nombre", "Acude con su papá Ernesto.", "NAME-RELATIVE", "papá Ernesto"),
        ("es_paciente", "Paciente: Gómez, Luciana Beatriz. DNI 32.456.789", "PATIENT", "Gómez, Luciana Beatriz"),
        ("es_afiliado", "Obra social: OSDE, afiliado Nº 61-234567-8/01.", "HEALTHPLAN", "61-234567-8/01"),
        ("es_habitacion", "la paciente de la habitación 412). Quería", "ROOM", "412"),
        ("es_habitacion", "Ingresa en Hab. 12B de planta", "ROOM", "12B"),
        ("es_pasaporte", "Pasaporte AB1234567. NIF 12345678Z", "IDNUM", "AB1234567"),
        ("es_tarjeta_sanitaria", "Datos: CIP GOPE800101011001. Tarjeta", "HEALTHPLAN", "GOPE800101011001"),
        (
            "es_tarjeta_sanitaria",
            "Tarjeta sanitaria: BBBB 1234 5678 90 del paciente",
            "HEALTHPLAN",
            "BBBB 1234 5678 90",
        ),
        (
            "es_familiar_nombre_aparte",
            "mi mamá, Rosa Elvira Quintero, de 78 años",
            "NAME-RELATIVE",
            "Rosa Elvira Quintero",
        ),
        ("es_familiar_entre_parentesis", "con sus abuelos (Pilar y Andrés).", "NAME-RELATIVE", "Pilar y Andrés"),
        (
            "es_familiar_con_nombre",
            "avisando a su madre Teresa Rodriguez al",
            "NAME-RELATIVE",
            "madre Teresa Rodriguez",
        ),
        ("es_paciente", "Paciente: GARCÍA PÉREZ, MANUEL. Fecha de nacimiento", "PATIENT", "GARCÍA PÉREZ, MANUEL"),
        (
            "es_paciente",
            "Paciente: Dña. Montserrat Puig i Ferrer   NHC: 3.456.789",
            "PATIENT",
            "Montserrat Puig i Ferrer",
        ),
        (
            "es_domicilio",
            "Domicilio: C/ Mallorca 245, 3º 2ª, 08008 Barcelona. Teléfono de contacto: 93 215 44 87.",
            "STREET",
            "C/ Mallorca 245, 3º 2ª, 08008 Barcelona",
        ),
        ("es_nhc", "Nº Historia: 3456789. Nº SS", "MEDICALRECORD", "3456789"),
        ("es_nass", "Nº SS: 28/12345678/90.", "HEALTHPLAN", "28/12345678/90"),
        ("es_nass", "NSS: 92-91-90-8443-1. Domicilio", "HEALTHPLAN", "92-91-90-8443-1"),
        ("es_doctor_titulo", "mi ginecóloga la dra. Restrepo me dijo", "DOCTOR", "Restrepo"),
        ("es_natural_de", "tengo 34 años y vivo en Medellín.", "CITY", "Medellín"),
        ("es_edad_primera_persona", "tengo 34 años y vivo en Medellín.", "AGE", "34 años"),
        ("es_edad_primera_persona", "cuando la paciente tenía 32 años, el", "AGE", "32 años"),
        ("es_edad_primera_persona", "mi hijo Santiago tiene 5 años", "AGE", "5 años"),  # no "ten" in the note
        ("es_doctor_titulo_minusculas", "lo atiende la dra. lucía méndez en el hospital", "DOCTOR", "lucía méndez"),
        ("es_doctor_titulo_minusculas", "el dr. iglesias del centro de salud de teis", "DOCTOR", "iglesias"),
        ("es_doctor_titulo_minusculas", "la dra. garcía explicó el caso", "DOCTOR", "garcía"),
        ("es_edad_primera_persona", "mi abuela cumple 90 años mañana", "AGE", "90 años"),
        ("es_familiar_nombre_aparte", "Su pareja, Óscar, refiere que", "NAME-RELATIVE", "Óscar"),
        # a courtesy title before the name stays out of it
        ("es_familiar_nombre_aparte", "Refiere que la mamá, Sra. Nelly, no pudo comprarlo", "NAME-RELATIVE", "Nelly"),
        (
            "es_familiar_nombre_aparte",
            "Contacto de la madre, Sra. Luz Dary Muñoz: 314",
            "NAME-RELATIVE",
            "Luz Dary Muñoz",
        ),
        (
            "es_familiar_nombre_aparte",
            "Informado su esposa, Dña. Maruxa Rivas, y su hijo",
            "NAME-RELATIVE",
            "Maruxa Rivas",
        ),
        (
            "es_familiar_nombre_aparte",
            "Acude con su hija, Lucía Pérez.\nRefiere dolor.",
            "NAME-RELATIVE",
            "Lucía Pérez",
        ),
        (
            "es_familiar_nombre_aparte",
            "segun su esposo, Diego Maldonado Jimenez, se",
            "NAME-RELATIVE",
            "Diego Maldonado Jimenez",
        ),
        ("es_familiar_nombre_aparte", "Hermano gemelo, Mikel, sano.", "NAME-RELATIVE", "Mikel"),
        ("es_familiar_entre_parentesis", "traído por sus padres (Jon y Ane) desde", "NAME-RELATIVE", "Jon y Ane"),
        (
            "es_familiar_entre_parentesis",
            "su hija (Sra. Araceli Juárez, tel. 55 1234 5678)",
            "NAME-RELATIVE",
            "Araceli Juárez",
        ),
        ("es_sanitario_entre_parentesis", "A las 03:15 avisa a enfermera (Nuria) por dolor", "DOCTOR", "Nuria"),
        ("es_doctor_firma", "Traslado previsto. Fdo.: Edurne Agirre, DUE.", "DOCTOR", "Edurne Agirre"),
        ("es_hospital", "Ingresada en la planta 4ª del H. U. de Basurto.", "HOSPITAL", "H. U. de Basurto"),
        # primary care centres by their abbreviations and names
        (
            "es_hospital",
            "Remitida por su médico de familia (CS Las Águilas) para valoración.",
            "HOSPITAL",
            "CS Las Águilas",
        ),
        ("es_hospital", "Valorada en el CAP Sant Andreu ayer.", "HOSPITAL", "CAP Sant Andreu"),
        (
            "es_hospital",
            "Consulta al Hospital Pablo Tobón Uribe el 15 de marzo",
            "HOSPITAL",
            "Hospital Pablo Tobón Uribe",
        ),
        ("es_hospital", "Ingresa en el Hospital 12 de Octubre.", "HOSPITAL", "Hospital 12 de Octubre"),
        ("es_hospital_minusculas", "la llevamos al hospital de la paz anoche", "HOSPITAL", "hospital de la paz"),
        (
            "es_hospital_minusculas",
            "la ha visto la doctora del centro de salud de la victoria. qué hacemos??",
            "HOSPITAL",
            "centro de salud de la victoria",
        ),
        ("es_hospital", "Seguimiento en el Consultorio de Villanueva.", "HOSPITAL", "Consultorio de Villanueva"),
        # a hospital's name stops before a department, an address, a contact or a trailing number
        (
            "es_hospital",
            "Hospital Universitario Virgen de las Nieves Servicio de Anatomía",
            "HOSPITAL",
            "Hospital Universitario Virgen de las Nieves",
        ),
        (
            "es_hospital",
            "Hospital Universitario de Caracas E-mail: x@y.es",
            "HOSPITAL",
            "Hospital Universitario de Caracas",
        ),
        ("es_hospital", "Hospital Morales Meseguer 2", "HOSPITAL", "Hospital Morales Meseguer"),
        ("es_hospital", "Hospital 12 de Octubre. Madrid", "HOSPITAL", "Hospital 12 de Octubre"),
        ("es_hospital", "Hospital de Getafe Carretera Toledo km 12,5", "HOSPITAL", "Hospital de Getafe"),
        ("es_calle", "Avda. Gaspar Aguilar, 90 - 46017 Valencia", "STREET", "Avda. Gaspar Aguilar, 90"),
        ("es_calle", "Vive en la Calle 15 No. 654 con su hija", "STREET", "Calle 15 No. 654"),
        ("es_fecha_dia_mes", "en la avenida del Puerto el 8 de agosto", "DATE", "8 de agosto"),  # no street number
        ("es_calle_sin_numero", "moto en la avenida del Puerto el 8 de agosto", "STREET", "avenida del Puerto"),
        ("es_calle_sin_numero", "Atropellado en el Paseo de la Castellana.", "STREET", "Paseo de la Castellana"),
        (
            "es_centro_educativo",
            "Acude a la Escuela Infantil Los Pitufos.",
            "ORGANIZATION",
            "Escuela Infantil Los Pitufos",
        ),
        ("es_centro_educativo", "Escolarizado en la Escola Collaso i Gil.", "ORGANIZATION", "Escola Collaso i Gil"),
        ("es_centro_educativo", "Va a la guardería Pequeñines.", "ORGANIZATION", "guardería Pequeñines"),
        (
            "es_centro_educativo",
            "en el colegio Institución Educativa Santa Librada y la profesora",
            "ORGANIZATION",
            "Institución Educativa Santa Librada",
        ),
        ("es_centro_educativo", "ya regresé a dar clases en la Prepa 6 (soy profesora)", "ORGANIZATION", "Prepa 6"),
        (
            "es_centro_educativo",
            'UNIDAD EDUCATIVA NACIONAL "RAFAEL URDANETA" - Maracaibo',
            "ORGANIZATION",
            'UNIDAD EDUCATIVA NACIONAL "RAFAEL URDANETA"',
        ),
        ("es_asociacion_de_ayuda", "Acude a Alcohólicos Anónimos en Poblenou.", "ORGANIZATION", "Alcohólicos Anónimos"),
        (
            "es_organismo_mayusculas",
            "SECRETARÍA DE SALUD\n\n1. Nombre del fallecido",
            "ORGANIZATION",
            "SECRETARÍA DE SALUD",
        ),
        (
            "es_organismo_mayusculas",
            "SERVIZO GALEGO DE SAÚDE – PARTE MÉDICO DE BAJA",
            "ORGANIZATION",
            "SERVIZO GALEGO DE SAÚDE",
        ),
        ("es_organismo_mayusculas", "CAJA DE SEGURO SOCIAL - Policlínica", "ORGANIZATION", "CAJA DE SEGURO SOCIAL"),
        (
            "es_paciente",  # the form's next field after a gap is no surname
            "Paciente: Arleny Espinoza Urbina     Cédula/DIMEX: 2-0744-0918     Edad: 24 años",
            "PATIENT",
            "Arleny Espinoza Urbina",
        ),
        ("es_documento", "Paciente: Arleny     Cédula/DIMEX: 2-0744-0918     Edad: 24", "IDNUM", "2-0744-0918"),
        (
            "es_aseguramiento_tras_clave",
            "DNI: 78912334W        Nº afiliación SS (NAF): 15/10448219/33",
            "HEALTHPLAN",
            "15/10448219/33",
        ),
        (
            "es_aseguramiento_tras_clave",
            "de 8 años, matrícula de asegurado CNS 02-11-448213, hijo del Sr.",
            "HEALTHPLAN",
            "02-11-448213",
        ),
        (
            "es_direccion_sin_calle",
            "Dirección: Parcelas Vieques, Loíza\n\nMotivo: Hija",
            "STREET",
            "Parcelas Vieques, Loíza",
        ),
        (
            "es_familiar_nombre_desconocido",
            "Informante: Felipa Tlapale Cruz, parentesco: esposa",
            "NAME-RELATIVE",
            "Felipa Tlapale Cruz",
        ),
        ("es_natural_de", "docente jubilada, oriunda de Esperanza, con pancitopenia", "CITY", "Esperanza"),
        (
            "es_sanitario_con_nombre",
            "Se contacta con la abogada Laia Ferran de la Oficina d'Habitatge",
            "DOCTOR",
            "Laia Ferran",
        ),
        ("es_sanitario_con_nombre", "la maestra Lety nos mandó un aviso", "DOCTOR", "Lety"),
        ("es_empresa_conocida", "Miguel Moreno Gil, vigilante de seguridad de Prosegur", "ORGANIZATION", "Prosegur"),
        ("es_empresa_conocida", "con el alergólogo de Quirónsalud Pozuelo y", "ORGANIZATION", "Quirónsalud"),
        (
            "es_pueblo_tras_cabecera_mayusculas",
            "INSTITUTO NACIONAL DE SALUD DEL NIÑO – BREÑA\nServicio de Pediatría",
            "CITY",
            "BREÑA",
        ),
        (
            "es_pueblo_tras_cabecera_mayusculas",
            "HOSPITAL UNIVERSITARIO DE CANARIAS – LA LAGUNA\nServicio de Dermatología",
            "CITY",
            "LA LAGUNA",
        ),
        ("es_documento", "Mi cédula es la 418.927.\n\n¿Usted puede venir?", "IDNUM", "418.927"),
        (
            "es_aseguramiento_tras_clave",
            "Historia: BAS-24-01447          CIC: EGUN070214\nDerivado",
            "HEALTHPLAN",
            "EGUN070214",
        ),
        ("es_barrio_con_nombre", "café en finca familiar en Bo. Farallón) que", "CITY", "Bo. Farallón"),
        ("es_edad_referida", "N.º 017 – Moussa Diouf, refiere 16 años (sin documentación)", "AGE", "16 años"),
        (
            "es_asociacion_de_ayuda",
            "Recibe ayuda de Cáritas Diocesana de Tui.",
            "ORGANIZATION",
            "Cáritas Diocesana de Tui",
        ),
        ("es_codigo_postal", "Avda. Gaspar Aguilar, 90 - 46017 Valencia", "ZIP", "46017"),
        ("es_hospital", "Pediatra: Dra. Amaia Etxebarria (C.S. Olaguibel).", "HOSPITAL", "C.S. Olaguibel"),
        ("es_fecha_romana", "Intervenido el 3-IV-2019 de neoplasia", "DATE", "3-IV-2019"),
        ("es_fecha_romana", "fecha 12/XI/1998", "DATE", "12/XI/1998"),
        ("es_fecha_dia_mes_contexto", "Alta el día 12/5.", "DATE", "12/5"),
        # signatures stop at a specialty, an address, a post box; names hold initials and Catalan letters
        ("es_doctor_firma", "Remitido por: Maria Subirana Domènech, Servicio", "DOCTOR", "Maria Subirana Domènech"),
        ("es_doctor_firma", "Remitido por: Dra. Ana Mª Gómez García. Hospital", "DOCTOR", "Ana Mª Gómez García"),
        ("es_doctor_firma", "Remitido por: Marrupe González Oncología Médica", "DOCTOR", "Marrupe González"),
        ("es_doctor_firma", "Remitido por: Ivan Olano Grasa Apartado de Correos 20134", "DOCTOR", "Ivan Olano Grasa"),
        (
            "es_doctor_firma",
            "Remitido por: Lucas Villalaín Álvarez C. Piloña nº 23",
            "DOCTOR",
            "Lucas Villalaín Álvarez",
        ),
        ("es_medico", "Médico: Dra. Cristina Cis Spoturno\n", "DOCTOR", "Cristina Cis Spoturno"),
        ("es_medico", "Médico: Gonzalo Vitagliano Zabala .\nHistoria", "DOCTOR", "Gonzalo Vitagliano Zabala"),
        ("es_medico", "Médico: Mª José Vela Muñoz Avda. de la Paz 3\n", "DOCTOR", "Mª José Vela Muñoz"),
        ("es_edad_narrativa", "Se trata de una señora de 70 años que acude", "AGE", "70 años"),
        (
            "es_calle",
            "Remitido por: Lucas Villalaín Álvarez C. Piloña nº 23 6ºH 33006 Oviedo",
            "STREET",
            "C. Piloña nº 23 6ºH",
        ),
        # a patient field outside MEDDOCAN's template: a known given name and a surname
        (
            "es_paciente",
            "Paciente: Rosalía Etxeberria Goikoetxea, 67 años.",
            "PATIENT",
            "Rosalía Etxeberria Goikoetxea",
        ),
        (
            "es_paciente",
            "Nombre y apellidos: José Luis de la Fuente Martín.",
            "PATIENT",
            "José Luis de la Fuente Martín",
        ),
        ("region_americana", "originaria de Guadalajara, Jalisco, maestra", "CITY", "Jalisco"),
        ("es_documento", "Acompañante con C.C. 1.020.345.678 de Medellín", "IDNUM", "1.020.345.678"),
        ("es_calle", "domiciliada en Pasaje Los Aromos 1234, Villa Alemana", "STREET", "Pasaje Los Aromos 1234"),
        ("es_calle", "Vive en la Cra. 8a #99-55 de Bogotá", "STREET", "Cra. 8a #99-55"),
        ("es_hospital", "Unidad de Medicina Familiar No. 20, IMSS", "HOSPITAL", "Unidad de Medicina Familiar No. 20"),
        ("es_hospital", "Referida de la UMF 7 de Zapopan", "HOSPITAL", "UMF 7"),
        (
            "es_tratamiento_de_cortesia",
            "Acude Dña. Purificación Ortega Lozano, de 78 años.",
            "PATIENT",
            "Purificación Ortega Lozano",
        ),
        ("es_tratamiento_de_cortesia", "Se entrevista a D. Anselmo Ruiz Pérez.", "PATIENT", "Anselmo Ruiz Pérez"),
        (
            "es_familiar_de_paciente",
            "dr. morales, le escribe la mamá de isabella martínez, la niña",
            "PATIENT",
            "isabella martínez",
        ),
        ("region_americana", "vive en michoacan desde 2010", "CITY", "michoacan"),  # lower case, no accent
        ("region_americana", "Medellín, Antioquia, Colombia", "CITY", "Antioquia"),
        ("region_americana", "Hospital de Clínicas José de San Martín – CABA. HC N.º 558.921", "CITY", "CABA"),
        ("region_americana", "NACIDA EN BAJA CALIFORNIA SUR", "CITY", "BAJA CALIFORNIA SUR"),  # a region's first word
        ("region_americana_en_contexto", "Nació en Pachuca, Hidalgo.", "CITY", "Hidalgo"),
        ("region_americana_en_contexto", "trabajó en el estado de Guerrero", "CITY", "Guerrero"),
        ("es_familiar_nombre_aparte", "Su esposo, don Abelardo, comenta que come mejor", "NAME-RELATIVE", "Abelardo"),
        ("es_tratamiento_de_cortesia", "acude acompañada de doña Purificación", "PATIENT", "Purificación"),
        ("es_soy_nombre", "sigue con fiebre, ¿es normal? Gracias, soy Lupita su hija", "PATIENT", "Lupita"),
        ("es_soy_nombre", "Hola, soy Marisol Quintero, la enfermera", "PATIENT", "Marisol Quintero"),
        ("es_registro_medico", "Dr. Alirio Bermúdez, MPPS 34512, CMDF 18890", "LICENSE", "18890"),
        (
            "es_calle_abreviada_sin_numero",
            "traída por SAMUR tras caída en la vía pública (c/ Sinesio Delgado).",
            "STREET",
            "c/ Sinesio Delgado",
        ),
        ("es_calle_abreviada_sin_numero", "vive en la Avda. Gaudí junto al mercado", "STREET", "Avda. Gaudí"),
        ("es_profesion_tras_edad", "Mujer de 29 años, enfermera en el Hospital del Mar", "PROFESSION", "enfermera"),
        ("es_firma_tras_despedida", "su médico es el dr. ortiz. gracias, javier", "PATIENT", "javier"),
        ("es_firma_tras_despedida", "Un saludo,\nMaría José Ortega\n", "PATIENT", "María José Ortega"),
        ("es_edad_a_los", "Menarquia a los 14 años; F.M.: 3-4/32.", "AGE", "14 años"),
        ("es_edad_a_la_edad_de", "había sido diagnosticada a la edad de 10 años de calcificaciones", "AGE", "10 años"),
        ("es_edad_a_los", "Fumador desde los 12 años (20 cigarrillos diarios)", "AGE", "12 años"),
        (
            "es_fabricante",
            "prednisona oral 1 mg/kg/día (Dacortin 30 mg, Merck, Barcelona), doxiciclina",
            "ORGANIZATION",
            "Merck",
        ),
        (
            "es_fabricante",
            "tópicos 4 veces/día (Tobradex®, Alcon-Cusí, Barcelona, España)",
            "ORGANIZATION",
            "Alcon-Cusí",
        ),
        ("es_fabricante", "(Diatracin Inyectable 500 mg, Lilly y Dista, Madrid)", "ORGANIZATION", "Lilly y Dista"),
        (
            "es_localidad",
            "domicilio: calle asturias, 34.\nlocalidad/ provincia: collado villalba, madrid.\n",
            "CITY",
            "collado villalba, madrid",
        ),
        ("es_pais", "fecha de nacimiento: 21/02/1976.\npaís: colombia.\n", "COUNTRY", "colombia"),
        ("es_cp", "Localidad/ Provincia: Corrientes. CP: 3400. Datos asistenciales.", "ZIP", "3400"),
        ("es_edad", "Edad: 14 Meses Sexo: H.", "AGE", "14 Meses"),
        (
            "es_medico_un_caso",
            "fecha de ingreso: 06/01/2018.\nmédico: cynthia binelli nºcol: 28 28 25011.",
            "DOCTOR",
            "cynthia binelli",
        ),
        (
            "es_medico_un_caso",
            "FECHA DE INGRESO: 13/06/2018.\nMÉDICO: NIKOLAOS ANTONIADIS P..\n",
            "DOCTOR",
            "NIKOLAOS ANTONIADIS P.",
        ),
        # notes in one case: a surname no list holds after "dr.", a DNI's letter in lower case, a date in capitals
        ("es_doctor_titulo_minusculas", "el pediatra dr. olano no está hasta el jueves", "DOCTOR", "olano"),
        ("es_doctor_titulo_minusculas", "control con dr. sánchez-albornoz en mayo", "DOCTOR", "sánchez-albornoz"),
        ("es_doctor_titulo_mayusculas", "EL PEDIATRA DR. OLANO NO ESTÁ", "DOCTOR", "OLANO"),
        ("es_doctor_titulo_mayusculas", "REMITIDO POR: DRA. MARTA GARCÍA TORRELLES", "DOCTOR", "MARTA GARCÍA"),
        ("es_dni_minusculas", "nombre: josé antonio ruiz   dni: 52378411k   edad: 82", "IDNUM", "52378411k"),
        ("es_fecha_dia_mes", "ATENDIDO EL LUNES 12 DE AGOSTO POR", "DATE", "12 DE AGOSTO"),
        ("es_familiar_con_nombre_minusculas", "ACOMPAÑADO DE SU HERMANA LUCÍA.", "NAME-RELATIVE", "HERMANA LUCÍA"),
        ("es_edad_entre_parentesis", "soy la madre de iker (5 años), tiene fiebre", "AGE", "5 años"),
        ("es_profesion_tras_edad", "Paciente femenina de 34 años, abogada, residente en", "PROFESSION", "abogada"),
        ("es_natural_de", "Vivimos en El Alto, La Paz. Mi celular es", "CITY", "El Alto"),
        ("es_familiar_entre_parentesis", "El hermano mayor (Youssef, 7 años) sano.", "NAME-RELATIVE", "Youssef"),
        ("es_familiar_entre_parentesis", "padres (ahmed y fatima) de origen", "NAME-RELATIVE", "ahmed y fatima"),
        ("es_edad_primera_persona", "LE MANDÓ PARACETAMOL. TIENE 84 AÑOS, ¿ES NORMAL?", "AGE", "84 AÑOS"),
        ("es_edad_narrativa_mayusculas", "HISTORIA ACTUAL: VARÓN DE 71 AÑOS, EX FUMADOR", "AGE", "71 AÑOS"),
        ("es_tratamiento_de_cortesia_minusculas", "de la habitación 512 (sr. beltrán) se", "PATIENT", "beltrán"),
        ("es_soy_nombre", "hola soy marisa, la enfermera de la planta 5", "PATIENT", "marisa"),
        ("es_fecha_mes_suelto", "INGRESADO EN EL HOSPITAL DEL MAR EN NOVIEMBRE. NECESITAMOS", "DATE", "NOVIEMBRE"),
        ("es_familiar_suelto", "El abuelo paterno falleció de un IAM", "NAME-RELATIVE", "abuelo paterno"),
        (
            "es_hospital_de_pueblo_un_caso",
            "nefrología, hospital de manises, valencia",
            "HOSPITAL",
            "hospital de manises",
        ),
        ("es_hospital_de_pueblo_un_caso", "LA LLEVÉ AL HOSPITAL DE GETAFE AYER", "HOSPITAL", "HOSPITAL DE GETAFE"),
        ("es_localidad_tras_cp_un_caso", "medicina interna c/ altos de nava, s/n 24071 leon.", "CITY", "leon"),
        ("es_fabricante_un_caso", "prednisona oral (dacortin 30 mg, merck, barcelona)", "ORGANIZATION", "merck"),
        ("es_fabricante_un_caso", "ORAL (DACORTIN 30 MG, MERCK, BARCELONA)", "ORGANIZATION", "MERCK"),
        ("es_localidad_tras_cp_un_caso", "AVDA. DE VALDECILLA, S/N. 39008 SANTANDER.", "CITY", "SANTANDER"),
        ("es_familiar_suelto", "una hermana del paciente y dos sobrinos", "NAME-RELATIVE", "sobrinos"),
        # the town, region and country where a maker cited in brackets is
        ("es_lugar_entre_parentesis", "modelo SRV2007 (Allergan®, Irvine, California).", "CITY", "Irvine"),
        ("es_lugar_entre_parentesis", "(OCT 3000, Humphrey Zeiss Instruments, Dublin, CA)", "CITY", "CA"),
        ("es_pais_entre_parentesis", "(Medelec® Synergy. Oxford, England)", "COUNTRY", "England"),
        ("es_pais_entre_parentesis", "(Topógrafo corneal, Baush and Lomb, U.S.A.)", "COUNTRY", "U.S.A."),
        ("es_lugar_entre_parentesis_minusculas", "(medelec® synergy. oxford, england)", "CITY", "oxford"),
        ("es_pais_entre_parentesis_minusculas", "(medelec® synergy. oxford, england)", "COUNTRY", "england"),
        # identifiers after the words that name them, as notes across Spain and Latin America write them
        ("es_registro_tras_clave", "Ficha clínica: 2387654   Previsión: FONASA", "MEDICALRECORD", "2387654"),
        ("es_registro_tras_clave", "37 años, DNI 41236785, HC 1287\nProcedencia:", "MEDICALRECORD", "1287"),
        ("es_registro_tras_clave", "Rigoberto Caal Choc, 3 años, Reg. 23-08871", "MEDICALRECORD", "23-08871"),
        ("es_aseguramiento_tras_clave", "No. de afiliación: LOMF580214JK3   Ocupación", "HEALTHPLAN", "LOMF580214JK3"),
        ("es_aseguramiento_tras_clave", "afiliado PAMI N.º 150832746901. Internado", "HEALTHPLAN", "150832746901"),
        ("es_aseguramiento_tras_clave", "Edad: 81   TIS: ASTU430122987", "HEALTHPLAN", "ASTU430122987"),
        ("es_episodio_tras_clave", "Nº de episodio: U24-0871532   NUHSA", "ACCOUNT", "U24-0871532"),
        ("es_episodio_tras_clave", "Incidente nº 29-240611-0345   Fecha", "ACCOUNT", "29-240611-0345"),
        ("es_registro_medico", "Dra. Luisa Cárdenas Mejía – RM 05-2234-19", "LICENSE", "05-2234-19"),
        ("es_licencia_tras_clave", "con matrícula profesional CH-4521, que presta", "LICENSE", "CH-4521"),
        ("es_licencia_tras_clave", "Dra. Gabriela Méndez Pop, colegiado 19875", "LICENSE", "19875"),
        ("es_licencia_tras_clave", "Obst. Lizbeth Arpasi Coaquira, COP 18934", "LICENSE", "18934"),
        ("es_documento_tras_clave", "Biopsia No. B-23-4521: carcinoma urotelial", "IDNUM", "B-23-4521"),
        ("es_documento_tras_clave", "licencia médica N.º 3-45678912 por 14 días", "IDNUM", "3-45678912"),
        ("es_documento", "Altagracia Santana, de 31 años, cédula 402-2345678-9, madre", "IDNUM", "402-2345678-9"),
        ("es_documento", "Marvin Solano Quesada   Cédula: 1-1234-0567   Edad", "IDNUM", "1-1234-0567"),
        ("es_documento", "Paciente: Nelly Pardo, CC 1.036.654.872, 34 años", "IDNUM", "1.036.654.872"),
        # names no list holds, in a field or before the age
        (
            "es_paciente_nombre_desconocido",
            "Paciente: Koldo Arbizu Ezcurra   Edad: 59",
            "PATIENT",
            "Koldo Arbizu Ezcurra",
        ),
        (
            "es_paciente_nombre_desconocido",
            "Trabajador: Abdoulaye Diallo, NIE Y4521877M",
            "PATIENT",
            "Abdoulaye Diallo",
        ),
        (
            "es_sanitario_nombre_desconocido",
            "P: control en 48 h.\nMédica: Covadonga Fernández Rodil",
            "DOCTOR",
            "Covadonga Fernández Rodil",
        ),
        ("es_nombre_antes_de_edad", "Jhenny Quispe Mamani, de 29 años, natural de", "PATIENT", "Jhenny Quispe Mamani"),
        (
            "es_nombre_antes_de_edad",
            "Paciente Sebastià Garau Mir, 47 años, socorrista",
            "PATIENT",
            "Sebastià Garau Mir",
        ),
        # occupations by their cues
        (
            "es_profesion_tras_edad",
            "Julián Cordero Gallego, de 58 años, agricultor con explotación",
            "PROFESSION",
            "agricultor",
        ),
        (
            "es_profesion_antes_de_clave",
            "residente en O Barco, pizarrista de profesión, fumador",
            "PROFESSION",
            "pizarrista",
        ),
        (
            "es_profesion_antes_de_clave",
            "residente en Cantabria, tornero jubilado, que ingresa",
            "PROFESSION",
            "tornero",
        ),
        (
            "es_familiar_nombre_aparte",
            "al cuidado de su abuela materna, Eulogia, con quien",
            "NAME-RELATIVE",
            "Eulogia",
        ),
        ("es_natural_de", "y residente en O Barco de Valdeorras, pizarrista", "CITY", "O Barco de Valdeorras"),
        ("es_profesion_tras_clave", "con C.I. 4789632, de ocupación albañil, con domicilio", "PROFESSION", "albañil"),
        # villages, districts and communities
        ("es_barrio", "Procedencia: comunidad campesina de Amaru, distrito de Pisac.", "CITY", "Amaru"),
        ("es_barrio", "Procedencia: comunidad campesina de Amaru, distrito de Pisac.", "CITY", "Pisac"),
        ("es_barrio", "en la finca de la vereda El Salitre en Guasca", "CITY", "El Salitre"),
        ("es_barrio", "Procede de la aldea Sesajal, San Pedro Carchá.", "CITY", "Sesajal"),
        ("es_paciente_sin_campo", "Asunto: Paciente Roser Bosch Ribas – seguimiento", "PATIENT", "Roser Bosch Ribas"),
        ("es_paciente_sin_campo", "nuestra paciente común Roser Bosch Ribas (67 años)", "PATIENT", "Roser Bosch Ribas"),
        ("es_nombre_ante_parentesco", "no sabe qué día es y me ha llamado Jordi (mi padre)", "NAME-RELATIVE", "Jordi"),
        # nicknames, companies, schools, primary care, public institutions across Latin America
        ("es_apodo", 'María del Rosario Hernández Tlapa (le dicen "Chayo")   Edad: 58', "PATIENT", "Chayo"),
        ("es_apodo", 'El padre, Franklin Reyes ("Frank"), motoconchista', "PATIENT", "Frank"),
        ("es_apodo", 'Su hija, Mónica, a quien todos llaman "Mimí", le hace', "PATIENT", "Mimí"),
        (
            "es_empresa_por_forma_juridica",
            "ante la empresa Constructora Illimani S.R.L..",
            "ORGANIZATION",
            "Constructora Illimani S.R.L.",
        ),
        (
            "es_empresa_por_forma_juridica",
            "Contrato con Frutas Hermanos Navarro, S.L., Alcarràs",
            "ORGANIZATION",
            "Frutas Hermanos Navarro, S.L.",
        ),
        (
            "es_centro_educativo",
            "Asiste al Círculo Infantil Los Pioneritos.",
            "ORGANIZATION",
            "Círculo Infantil Los Pioneritos",
        ),
        (
            "es_centro_educativo",
            "Estudia en la Unidad Educativa Fiscal Vicente Rocafuerte.",
            "ORGANIZATION",
            "Unidad Educativa Fiscal Vicente Rocafuerte",
        ),
        (
            "es_centro_educativo",
            "Cursa 5.º año en el IPEM 138 Jerónimo Luis de Cabrera, donde",
            "ORGANIZATION",
            "IPEM 138 Jerónimo Luis de Cabrera",
        ),
        (
            "es_hospital",
            "Se contrarrefiere al Policlínico Chiqui Gómez Lubián, Santa Clara",
            "HOSPITAL",
            "Policlínico Chiqui Gómez Lubián",
        ),
        ("es_hospital", "Control en el EBAIS de Tres Ríos.", "HOSPITAL", "EBAIS de Tres Ríos"),
        ("es_hospital", "la llevamos al SAPU Carol Urzúa y le sacaron", "HOSPITAL", "SAPU Carol Urzúa"),
        ("es_institucion_salud", "Edad: 66 años   HC: 00451   Seguro: SIS", "ORGANIZATION", "SIS"),
        ("es_institucion_salud", "Policlínica Casabó – ASSE, Montevideo", "ORGANIZATION", "ASSE"),
        ("es_tratamiento_de_cortesia", "soy la hija de la señora Inés Millalonco, que", "PATIENT", "Inés Millalonco"),
        (
            "es_sanitario_nombre_desconocido",
            "Cirujano: Dr. Gonzalo Parra. Arsenalera: Marcela Quiroz.",
            "DOCTOR",
            "Marcela Quiroz",
        ),
        (
            "es_sanitario_nombre_desconocido",
            "Responsable de la referencia: Méd. Cir. Rocío Quispe Villafuerte, CMP",
            "DOCTOR",
            "Rocío Quispe Villafuerte",
        ),
        (
            "es_familiar_con_nombre",
            "a su hermana, a su enamorada Daniela y el deseo",
            "NAME-RELATIVE",
            "enamorada Daniela",
        ),
        # Central American and Caribbean notes
        (
            "es_familiar_nombre_desconocido",
            "Familiar: Wilmer Rangel (esposo), tlf. 0414",
            "NAME-RELATIVE",
            "Wilmer Rangel",
        ),
        ("es_familiar_nombre_desconocido", "Esposa: Yaritza, tel. 6612-3456.", "NAME-RELATIVE", "Yaritza"),
        ("es_telefono_tras_clave", "Familiar: Wilmer Rangel (esposo), tlf. 0414-236-7890.", "PHONE", "0414-236-7890"),
        ("es_telefono_tras_clave", "le puedo dar paracetamol? mi whats es 55 3412 8890", "PHONE", "55 3412 8890"),
        ("es_telefono_norteamericano", "Contacto: su hermana Nilda, (787) 555-0143.", "PHONE", "(787) 555-0143"),
        ("es_documento", "Ramona Benítez, 77 años, C.I. N.º 845.221, de la compañía", "IDNUM", "845.221"),
        ("es_documento", "Josué Martínez, 22 años, identidad 0801-2001-12345, motorista", "IDNUM", "0801-2001-12345"),
        ("es_documento", "Ana Portillo, 38 años, DUI 04567890-1, vendedora", "IDNUM", "04567890-1"),
        ("es_documento", "Eudiel Rodríguez, 60 años, cédula 8-765-4321, conductor", "IDNUM", "8-765-4321"),
        ("es_documento", "Cédula: 001-120378-0012K   Edad: 45", "IDNUM", "001-120378-0012K"),
        ("es_procedencia", "Edad: 45 años      Procedencia: Boaco\nFecha", "CITY", "Boaco"),
        ("es_barrio", "de la compañía Potrero Guasu, distrito de Itá.", "CITY", "Potrero Guasu"),
        ("es_barrio", "distrito de Ccatcca, provincia de Quispicanchi. Quechuahablante.", "CITY", "Quispicanchi"),
        ("es_barrio", "agricultor jubilado, de la parroquia Olmedo, cantón Cayambe.", "CITY", "Olmedo"),
        ("es_institucion_salud", "Afiliación: IMSS-Bienestar.", "ORGANIZATION", "IMSS-Bienestar"),
        ("es_institucion_salud", "Hospital Carlos Andrade Marín (IESS) – Quito.", "ORGANIZATION", "IESS"),
        ("es_institucion_salud", "Remitido por la Cruz Roja por insomnio", "ORGANIZATION", "Cruz Roja"),
        ("es_hospital", "COSAM La Pintana – Control de salud mental", "HOSPITAL", "COSAM La Pintana"),
        ("es_hospital", "programa de primeros episodios psicóticos del CSM Retiro.", "HOSPITAL", "CSM Retiro"),
        ("es_hospital", "Hospital Obrero N.º 1 – Caja Nacional de Salud", "HOSPITAL", "Hospital Obrero N.º 1"),
        (
            "es_institucion_salud",
            "Hospital Obrero N.º 1 – Caja Nacional de Salud",
            "ORGANIZATION",
            "Caja Nacional de Salud",
        ),
        (
            "es_institucion_salud",
            "TRAÍDO POR PARAMÉDICOS DE CRUZ ROJA MEXICANA TRAS",
            "ORGANIZATION",
            "CRUZ ROJA MEXICANA",
        ),
        ("es_institucion_salud", "afiliada a Nueva EPS en régimen contributivo", "ORGANIZATION", "Nueva EPS"),
        ("es_cedula_profesional", "Céd. Prof. 4412987    Céd. Esp. 8765123", "LICENSE", "8765123"),
        ("es_matricula", "MÉDICO: DR. MARTÍN SEBASTIÁN ARIAS – M.N. 145.678", "LICENSE", "145.678"),
        ("es_medico_un_caso", "MÉDICO: DR. MARTÍN SEBASTIÁN ARIAS – M.N. 145.678", "DOCTOR", "MARTÍN SEBASTIÁN ARIAS"),
        (
            "es_cedula_expedida_en",
            "con cédula de ciudadanía 39.654.218 de Fusagasugá, de 52 años",
            "CITY",
            "Fusagasugá",
        ),
        ("es_procedencia_lugar_2", "PROCEDENCIA: CANTÓN EL ESPINAL, JIQUILISCO, USULUTÁN\n", "CITY", "JIQUILISCO"),
        ("es_procedencia_lugar_3", "PROCEDENCIA: CANTÓN EL ESPINAL, JIQUILISCO, USULUTÁN\n", "CITY", "USULUTÁN"),
        ("es_procedencia_lugar_2", "Procedencia: Santa Rosa, Andahuaylas, Apurímac.", "CITY", "Andahuaylas"),
        (
            "es_autores_sobre_filiacion",
            "Álvaro Etxeberria Goikoetxea, Miren Itziar Arrizabalaga Olaizola y Jon Ander Urrutia Beloki\n"
            "Servicio de Neumología, Hospital Universitario Cruces",
            "DOCTOR",
            "Jon Ander Urrutia Beloki",
        ),
        (
            "es_autores_sobre_filiacion",
            "Wilberth Canul Pech, Addy Guadalupe Chan Cetz, Ricardo Novelo Cámara\nServicio de Dermatología",
            "DOCTOR",
            "Wilberth Canul Pech",
        ),
        ("es_profesion_tras_clave", "Trabajó durante 30 años como costurera en un taller.", "PROFESSION", "costurera"),
        (
            "es_institucion_por_nombre_comun",
            "se deriva a la Asociación de Familiares y Personas con Enfermedad Mental de Écija para",
            "ORGANIZATION",
            "Asociación de Familiares y Personas con Enfermedad Mental de Écija",
        ),
        (
            "es_institucion_por_nombre_comun",
            "Instituto de Medicina Legal y Ciencias Forenses – División Médico Legal",
            "ORGANIZATION",
            "Instituto de Medicina Legal y Ciencias Forenses",
        ),
        (
            "es_institucion_por_nombre_comun",
            "hay ambulancia de los Bomberos Voluntarios de Panajachel, tel.",
            "ORGANIZATION",
            "Bomberos Voluntarios de Panajachel",
        ),
        ("es_codigo_postal_argentino", "Hospital de Niños – Gallo 1330, C1425EFD CABA", "ZIP", "C1425EFD"),
        ("es_numero_de_documento", "Protocolo N°: B23-18764\nPaciente", "IDNUM", "B23-18764"),
        ("es_hospital", "acudir a urgencias del Hospital do Salnés o llamar", "HOSPITAL", "Hospital do Salnés"),
        ("es_profesion_tras_ser", "Es dueña de casa y cuida a su nieto.", "PROFESSION", "dueña de casa"),
        (
            "es_autor_con_filiacion",
            "Alejandra Villaseñor-Ortiz¹, Rodrigo Esquivel Barajas²",
            "DOCTOR",
            "Alejandra Villaseñor-Ortiz",
        ),
        (
            "es_familiar_nombre_aparte_mayusculas",
            "SE AVISA A ESPOSA YAHAIRA MEJÍA AL 829-412-7730.",
            "NAME-RELATIVE",
            "YAHAIRA MEJÍA",
        ),
        ("es_estado_mexicano_abreviado", "Mitras Centro, C.P. 64460, Monterrey, N.L.. Correo:", "STATE", "N.L."),
        ("es_estado_mexicano_abreviado", "C.P. 72534, Puebla, Pue.\nTel. 222 243 8812", "STATE", "Pue."),
        (
            "es_profesion_tras_clave",
            "La paciente refiere trabajar como cocinera en una fonda",
            "PROFESSION",
            "cocinera",
        ),
        ("es_profesion_tras_paciente", "Historia: paciente maestra en una escuela elemental", "PROFESSION", "maestra"),
        ("es_profesion_tras_paciente", "S: Paciente motorista de la empresa Transportes", "PROFESSION", "motorista"),
        (
            "es_profesion_tras_edad",
            "Madre: 19 años, estudiante del Liceo Juan Pablo Duarte",
            "PROFESSION",
            "estudiante",
        ),
        ("es_profesion_antes_de_clave", "EL PACIENTE, PESCADOR JUBILADO DE PASAIA, PIDE", "PROFESSION", "PESCADOR"),
        ("es_medico", "Médico: Dr. Sebastián Gorostiaga – MN 148.902", "DOCTOR", "Sebastián Gorostiaga"),
        ("es_matricula", "Médico: Dr. Sebastián Gorostiaga – MN 148.902", "LICENSE", "148.902"),
        (
            "es_familiar_nombre_aparte_mayusculas",
            "PIDE QUE SE LLAME A SU HIJA, AMAIA ETXEBERRIA, AL 943 39 17 62",
            "NAME-RELATIVE",
            "AMAIA ETXEBERRIA",
        ),
        (
            "es_familiar_nombre_aparte_mayusculas",
            "VIVE CON SU ESPOSA, NÉLIDA ROSA PAGANO.",
            "NAME-RELATIVE",
            "NÉLIDA ROSA PAGANO",
        ),
        (
            "es_ciudadano_nombre",
            "ha examinado a la ciudadana Yusmary Carolina Fuenmayor Urdaneta, titular de la cédula",
            "PATIENT",
            "Yusmary Carolina Fuenmayor Urdaneta",
        ),
        (
            "es_nombre_antes_de_edad",
            "Se acude al domicilio de Nicomedes Llorente Peñalba, de 91 años, CIP",
            "PATIENT",
            "Nicomedes Llorente Peñalba",
        ),
        (
            "es_paciente_nombre_desconocido",
            "Lesionado: Xoán Manuel Castiñeiras Lema   DNI: 33298174-K",
            "PATIENT",
            "Xoán Manuel Castiñeiras Lema",
        ),
        (
            "es_tratamiento_de_cortesia",
            "CERTIFICA: Que doña Empar Sanchis Llopis, con DNI",
            "PATIENT",
            "Empar Sanchis Llopis",
        ),
        (
            "es_sanitario_mayusculas",
            "TURNO DE MAÑANA.\nENFERMERA: AINHOA ZUBIZARRETA ARRIETA.",
            "DOCTOR",
            "AINHOA ZUBIZARRETA ARRIETA",
        ),
        (
            "es_titulo_sanitario",
            "Apgar 9-10, atendido por Mat. Camila Riquelme. Puerperio",
            "DOCTOR",
            "Camila Riquelme",
        ),
        (
            "es_nombre_tras_edad",
            "Lactante de 7 meses, Derlis Ramón Benítez Aquino, HC 245781, traído por su madre",
            "PATIENT",
            "Derlis Ramón Benítez Aquino",
        ),
        (
            "es_profesion_en_campo",
            "Ocupación: estudiante de Enfermería en la Universidad Central de Venezuela\n",
            "PROFESSION",
            "estudiante de Enfermería",
        ),
        ("es_profesion_en_campo", "OCUPACIÓN: CORTADOR DE CAÑA DESDE LOS 15 AÑOS\n", "PROFESSION", "CORTADOR DE CAÑA"),
        ("es_profesion_tras_clave", "JUBILADO, EX TORNERO EN METALÚRGICA SIAM.", "PROFESSION", "TORNERO"),
        ("es_profesion_en_campo", "OCUPACIÓN: CORTADOR DE CAÑA\n", "PROFESSION", "CORTADOR DE CAÑA"),
        ("es_profesion_tras_edad", "Hombre de 63 años, campesino dedicado al cultivo", "PROFESSION", "campesino"),
        (
            "es_profesion_tras_edad",
            "mujer de 20 años, estudiante de Enfermería, sin",
            "PROFESSION",
            "estudiante de Enfermería",
        ),
        (
            "es_profesion_entre_comas",
            "afiliada a la EPS, docente de básica primaria en el Colegio Departamental.",
            "PROFESSION",
            "docente de básica primaria",
        ),
        (
            "es_profesion_entre_comas",
            "de 43 años, de piel mestiza, trabajador agrícola procedente de Cumanayagua.",
            "PROFESSION",
            "trabajador agrícola",
        ),
        ("es_hospital", "Establecimiento de origen: Puesto de Salud Ccatcca.", "HOSPITAL", "Puesto de Salud Ccatcca"),
        ("es_apodo", "conocido en el barrio de Triana como «el Chiqui», de 55 años", "PATIENT", "el Chiqui"),
        (
            "es_profesion_tras_clave",
            "no podemos ir porque está trabajando de albañil en una obra",
            "PROFESSION",
            "albañil",
        ),
        (
            "es_profesion_tras_edad",
            "Madre: Lidia Condori Apaza, 19 años, comerciante en la feria",
            "PROFESSION",
            "comerciante",
        ),
        (
            "es_profesion_antes_de_clave",
            "cédula 8-765-4321, conductor de bus jubilado, residente",
            "PROFESSION",
            "conductor de bus",
        ),
        (
            "es_profesion_tras_nombre",
            "Convive con su pareja, Xosé Manuel, marinero, que pasa",
            "PROFESSION",
            "marinero",
        ),
        (
            "es_profesion_tras_nombre",
            "la hija reside en Alemania y el hijo, electricista, trabaja",
            "PROFESSION",
            "electricista",
        ),
        (
            "es_profesion_tras_documento",
            "Ezequiel Sosa, 33 años, DNI 31.456.789, programador en Mercado Libre.",
            "PROFESSION",
            "programador",
        ),
        ("es_profesion_tras_documento", "cédula 1-1345-0678, de 31 años, cajera del Banco", "PROFESSION", "cajera"),
        (
            "es_registro_tras_clave",
            "Mi número de historia es HSP-0456712 y mi teléfono",
            "MEDICALRECORD",
            "HSP-0456712",
        ),
        ("es_registro_tras_clave", "Dr. Andrés Villacís - Reg. MSP 1703-12-456789", "MEDICALRECORD", "1703-12-456789"),
        ("es_registro_tras_clave", "mi expediente es TEC-889201. gracias", "MEDICALRECORD", "TEC-889201"),
        (
            "es_nombre_ante_documento",
            "Remito a Aitor Etxeberria Larrañaga (DNI 72584103K), de",
            "PATIENT",
            "Aitor Etxeberria Larrañaga",
        ),
        ("es_hospital", "Trabaja como enfermera en la Residencia Os Carballos.", "HOSPITAL", "Residencia Os Carballos"),
        (
            "es_empresa_por_nombre_comun",
            "camarera de pisos en el Hotel Meliá Palma Bay.",
            "ORGANIZATION",
            "Hotel Meliá Palma Bay",
        ),
        ("es_empresa_por_nombre_comun", "programador en Mercado Libre.", "ORGANIZATION", "Mercado Libre"),
        # a weekday before its date
        ("es_fecha_dia_semana_ante_fecha", "Fecha del accidente: jueves 18 de julio de 2024.", "DATE", "jueves"),
        ("es_fecha_dia_semana_ante_fecha", "Cita con psicología: lunes 23, a las 10:00", "DATE", "lunes 23"),
        # a town of the Spanish-speaking countries no other list holds, after a preposition
        ("es_pueblo_tras_preposicion", "trabaja como soldador en Beasain, para valoración", "CITY", "Beasain"),
        ("es_pueblo_tras_preposicion", "Mi hermano viene hoy desde Tunja a quedarse", "CITY", "Tunja"),
        ("es_pueblo_tras_preposicion", "trabajó 30 años como pescador en Santona.", "CITY", "Santona"),
        ("es_pueblo_tras_preposicion", "vinieron a pasar unos días a Cangas del Narcea.", "CITY", "Cangas del Narcea"),
        ("es_pueblo_tras_preposicion", "la casa familiar de Sada. Acude con su hija", "CITY", "Sada"),
        ("es_pueblo_tras_preposicion", "Olegario Álvarez, 66 años, de Corullón. Viticultor.", "CITY", "Corullón"),
        ("es_pueblo_entre_parentesis", "operario en Fundiciones Urola (Azpeitia), traído por", "CITY", "Azpeitia"),
        ("es_pueblo_ante_region", "Hermanos Martínez Tamayo. Baracoa, Guantánamo, Cuba.", "CITY", "Baracoa"),
        ("es_pueblo_ante_region", "CAPS Barrio Ceferino – Esquel, Chubut", "CITY", "Esquel"),
        (
            "es_profesion_en_campo",
            "Puesto de trabajo: conductor de camión (transporte)",
            "PROFESSION",
            "conductor de camión",
        ),
        (
            "es_profesion_en_campo",
            "Cargo: operario de caldera   Antigüedad: 11 años",
            "PROFESSION",
            "operario de caldera",
        ),
        (
            "es_autor_con_filiacion",
            "Héctor Alonso Villarreal Garza¹, Ana Sofía Treviño Leal²",
            "DOCTOR",
            "Ana Sofía Treviño Leal",
        ),
        ("es_registro_medico", "Dr. Ramón Antonio Féliz Matos, exequátur 1234-05.", "LICENSE", "1234-05"),
        ("es_registro_medico", "Yoandry Castellanos Ferrer, Reg. Prof. 34521", "LICENSE", "34521"),
        ("es_matricula", "Dra. Roxana Mamani Laura - M.P. M-3421", "LICENSE", "M-3421"),
        ("es_documento_tras_clave", "Andrés Cardona, 16 años, T.I. 1.036.789.452, afiliado", "IDNUM", "1.036.789.452"),
        ("es_documento_tras_clave", "Extractora La Esperanza S.A.S., NIT 900.456.123-7", "IDNUM", "900.456.123-7"),
        ("es_aseguramiento_tras_clave", "DNI: 38124567-M   NAF: 08/12345678/45   Edad", "HEALTHPLAN", "08/12345678/45"),
        ("es_aseguramiento_tras_clave", "(Andrea Llopis Ferrer, SIP 7645123), estudiante", "HEALTHPLAN", "7645123"),
        ("es_institucion_salud", "centro zonal del ICBF en Pereira", "ORGANIZATION", "ICBF"),
        ("es_usuario_de_foro", "Publicado por marimar_caravaca el 15/05/2024", "USERNAME", "marimar_caravaca"),
        (
            "es_institucion_salud",
            "Hospital de Zafra – Servicio Extremeño de Salud",
            "ORGANIZATION",
            "Servicio Extremeño de Salud",
        ),
        ("es_institucion_salud", "Se notifica a MINSAL.", "ORGANIZATION", "MINSAL"),
        ("es_pueblo_ante_fecha", "Hospital Tres Mares\nReinosa, 12 de febrero de 2024\nA quien", "CITY", "Reinosa"),
        # occupations after a name before where the person works, and before "jubilado" after a field
        (
            "es_profesion_tras_nombre",
            "Su pareja, Iosu Ezcurra, camionero en Transportes Ochoa",
            "PROFESSION",
            "camionero",
        ),
        (
            "es_profesion_tras_nombre",
            "su sobrino Adolfo Menéndez, guardia civil en Tineo",
            "PROFESSION",
            "guardia civil",
        ),
        ("es_profesion_antes_de_clave", "Antecedentes: ganadero jubilado, exfumador", "PROFESSION", "ganadero"),
        # clinicians' registrations in Latin America, a record and Aragón's health card
        ("es_licencia_tras_clave", "Lic. Enf. Ruth Paucar Soto, CEP 045871", "LICENSE", "045871"),
        ("es_licencia_tras_clave", "Dr. Wilfredo Portillo Menjívar, JVPM 12456", "LICENSE", "12456"),
        ("es_licencia_tras_clave", "Dr. Róger Arauz Blandón, código MINSA 34521", "LICENSE", "34521"),
        ("es_colegiado", "Enfermera: Sonia Herrero Llorente (n.º col. 40/2156).", "LICENSE", "40/2156"),
        ("es_registro_tras_clave", "natural de Cuéllar. Historia: H-334510.", "MEDICALRECORD", "H-334510"),
        ("es_aseguramiento_tras_clave", "de 70 años, CIA AR1234567890, agricultor", "HEALTHPLAN", "AR1234567890"),
        # identifiers, registrations and phones as Latin-American notes write them
        ("es_documento", "de nacionalidad venezolana, cédula venezolana V-25.874.369.", "IDNUM", "V-25.874.369"),
        ("es_documento", "Mi cédula es 1.987.456-3, por si la necesita", "IDNUM", "1.987.456-3"),
        ("es_registro_medico", "Médico Internista – MPPS 78.451 – CMDC 19.332", "LICENSE", "78.451"),
        ("es_registro_medico", "Médico Internista – MPPS 78.451 – CMDC 19.332", "LICENSE", "19.332"),
        ("es_registro_medico", "Dr. Héctor Ordóñez Maradiaga, CMH 12874", "LICENSE", "12874"),
        ("es_registro_medico", "Dr. Osvaldo Ríos Giménez, Reg. Prof. 8.451", "LICENSE", "8.451"),
        ("es_telefono_tras_clave", "consultorio 3-B, Caracas. Telf. 0212-908.01.44", "PHONE", "0212-908.01.44"),
        ("es_registro_tras_clave", "Carmen Rivera Colón, 69 años. MRN: AM-00874512.", "MEDICALRECORD", "AM-00874512"),
        ("es_numero_de_documento", "INFORME ANATOMOPATOLÓGICO N.º Q-23-07781", "IDNUM", "Q-23-07781"),
        ("es_numero_de_documento", "biopsia en mayo de 2023 (N.º B-1123-23), con", "IDNUM", "B-1123-23"),
        ("es_numero_de_documento", "CERTIFICADO DE DEFUNCIÓN N.º 0458712", "IDNUM", "0458712"),
        # dates without a year, ages in telegraphic notes and in words
        ("es_fecha_dia_mes_numeros", "Laboratorio del 3/10: TSH < 0,01", "DATE", "3/10"),
        ("es_fecha_dia_mes_numeros", "Ctrl INR hoy 3/5: 2,8. Próx. ctrl 31/5 en CS Tafalla.", "DATE", "31/5"),
        ("es_fecha_dia_semana_ante_fecha", "ingresó el pasado viernes 8 por reagudización", "DATE", "viernes 8"),
        ("es_edad_abreviada_tras_nombre", "Pcte: Rafael Montoya Heredia (81a), NHC 0832117", "AGE", "81a"),
        ("es_edad_abreviada_tras_nombre", "de urgencias, Vasile Munteanu, 58a, NHC 2210456", "AGE", "58a"),
        ("es_edad", "Edad: noventa y un años.     Fecha de ingreso:", "AGE", "noventa y un años"),
        ("es_edad", "País: España. Edad: 1 mes Sexo: H.", "AGE", "1 mes"),
        ("es_edad_primera_persona", "a los 59 años y yo acabo de cumplir 61 años.", "AGE", "61 años"),
        ("es_edad_tras_nombre", 'Adrián Suárez, alias "Nano", 47 años, DNI', "AGE", "47 años"),
        # people named by a field, a tie, a nickname
        ("es_familiar_campo_nombre_conocido", "- Hermano: Ezequiel, vive en Córdoba;", "NAME-RELATIVE", "Ezequiel"),
        ("es_familiar_campo_nombre_conocido", "Abuelo paterno: Giuseppe, nacido en", "NAME-RELATIVE", "Giuseppe"),
        (
            "es_paciente_nombre_desconocido",
            "Gestante: Yesenia Huamaní Ccori     Edad: 19",
            "PATIENT",
            "Yesenia Huamaní Ccori",
        ),
        (
            "es_sanitario_nombre_desconocido",
            "Llamada realizada por: Amaia Zubizarreta, enfermera",
            "DOCTOR",
            "Amaia Zubizarreta",
        ),
        ("es_familiar_entre_parentesis", "no habla castellano, el hijo (Ionuț) es el que", "NAME-RELATIVE", "Ionuț"),
        ("es_familiar_entre_parentesis", "A LOS 52 AÑOS. HERMANA (ROCÍO) CON CA DE OVARIO", "NAME-RELATIVE", "ROCÍO"),
        ("es_apodo_sin_comillas", "conocida por todos como la Visi.", "PATIENT", "Visi"),
        ("es_apodo_sin_comillas", "su pareja, a quien llama el Mono, que trabaja", "PATIENT", "Mono"),
        # neighbourhoods
        ("es_barrio", "C/ Respaldo Duarte #45, sector Pueblo Nuevo, Los Alcarrizos.", "CITY", "Pueblo Nuevo"),
        ("es_barrio", "Vive en el asentamiento La Fortaleza, en la periferia", "CITY", "La Fortaleza"),
        ("es_barrio", "Lugar de nacimiento: Villarrica, departamento de Guairá", "CITY", "Guairá"),
        ("es_barrio_con_nombre", "Residencia habitual: Compañía Ñu Pyahu, distrito de", "CITY", "Compañía Ñu Pyahu"),
        # occupations and where people work
        ("es_profesion_antes_de_clave", "Natural de Ribeira. Marinero jubilado; trabajó", "PROFESSION", "Marinero"),
        ("es_profesion_antes_de_clave", "vive sola en Santurce; maestra retirada. Coordinar", "PROFESSION", "maestra"),
        ("es_profesion_tras_clave", "Banco Mercantil, donde labora como cajera.", "PROFESSION", "cajera"),
        ("es_profesion_tras_clave", "desde que se jubiló como fundidor en Acerías Urola", "PROFESSION", "fundidor"),
        (
            "es_profesion_tras_clave",
            "Trabajaba como peón de la construcción para una empresa",
            "PROFESSION",
            "peón de la construcción",
        ),
        ("es_profesion_tras_ser", "Como usted sabe, soy escribano y tengo un viaje", "PROFESSION", "escribano"),
        ("es_profesion_tras_nombre", "Padre: Franklin Féliz, motoconchista.", "PROFESSION", "motoconchista"),
        ("es_profesion_en_campo", "Ocupación: tejedor y agricultor\n", "PROFESSION", "tejedor y agricultor"),
        # health centres
        (
            "es_hospital",
            "Sintrom según pauta del Centro de Saúde de Ribeira.",
            "HOSPITAL",
            "Centro de Saúde de Ribeira",
        ),
        ("es_hospital", "Clínica Médica – Policonsultorio Almagro", "HOSPITAL", "Policonsultorio Almagro"),
        ("es_hospital", "Alta con seguimiento en la UNAP Pueblo Nuevo en 48 horas.", "HOSPITAL", "UNAP Pueblo Nuevo"),
        ("es_hospital", "IPS Salud Vital Chapinero    NIT 900.418.227-3", "HOSPITAL", "IPS Salud Vital Chapinero"),
        (
            "es_hospital",
            "derivación preferente a la USM Alicante-Florida. Paracetamol",
            "HOSPITAL",
            "USM Alicante-Florida",
        ),
        (
            "es_centro_educativo",
            "estudiante en la Universidad de la República; trabaja",
            "ORGANIZATION",
            "Universidad de la República",
        ),
        (
            "es_edad_en_letras",
            "identificado con DNI N.° 46218357, de treinta y dos años de edad",
            "AGE",
            "treinta y dos años",
        ),
        ("es_edad", "EDAD: VEINTIOCHO (28) AÑOS     FECHA: 06/12/2024", "AGE", "VEINTIOCHO (28) AÑOS"),
        ("es_edad_tras_nacimiento", "Fecha de nacimiento: 2 de noviembre de 1954 (70 años)", "AGE", "70 años"),
        ("es_edad_tras_nombre", "Paciente: Wang Xiaoli (nombre que usa: Lily), 31 años. Nº", "AGE", "31 años"),
        ("es_fecha_dia_mes_al_inicio", "pte tranquilo.\n23/11 T. noche: pte consciente", "DATE", "23/11"),
        ("es_fecha_dia_mes_al_inicio", "[12/9 6:40 p. m.] Dr. Ulloa, buenas tardes", "DATE", "12/9"),
        ("es_colegiado", "Dr. Jordi Vilaró Cusí, traumatólogo, núm. col. 25-4417.", "LICENSE", "25-4417"),
        ("es_licencia_tras_clave", "Dr. Alfredo Choque, médico general, mat. prof. CH-421", "LICENSE", "CH-421"),
        ("es_licencia_tras_clave", "Dra. Adriana Mora Chacón, código MED-9812", "LICENSE", "MED-9812"),
        ("es_licencia_tras_clave", "Dr. Luis A. Irizarry, MD — licencia 18872", "LICENSE", "18872"),
        ("es_documento_tras_clave", "Aceros del Cantábrico S.L., CIF B33418776. Puesto:", "IDNUM", "B33418776"),
        ("es_lugar_de_firma", "hermana.\n\nEn València, a 3 de abril de 2024.", "CITY", "València"),
        ("es_barrio", "residente en el municipio Río Cauto, que acudió", "CITY", "Río Cauto"),
        ("es_barrio", "primigesta de 38 sem, de la comarca Las Nubes, Jinotega.", "CITY", "Las Nubes"),
        ("es_pueblo_tras_preposicion", "caída casual en su domicilio de Tàrrega. En la", "CITY", "Tàrrega"),
        (
            "es_profesion_tras_clave",
            "SIP 11834509, profesión electricista, con domicilio",
            "PROFESSION",
            "electricista",
        ),
        ("es_profesion_tras_ser", "su hijo Sergio (es guardia civil en Aranjuez).", "PROFESSION", "guardia civil"),
        (
            "es_profesion_tras_nombre",
            "Su hija Laia, farmacéutica en Balaguer, se encargará",
            "PROFESSION",
            "farmacéutica",
        ),
        ("es_saludo_nombre", "Respuesta: Estimado Jorge: lo que describe es muy frecuente", "PATIENT", "Jorge"),
        ("es_saludo_nombre", "hola itziar, ya me tomé el paracetamol", "PATIENT", "itziar"),
        (
            "es_tratamiento_de_cortesia",
            "Que el señor Edwin Ccahuana Huamán, identificado con DNI",
            "PATIENT",
            "Edwin Ccahuana Huamán",
        ),
        # staff signing after an abbreviated role
        (
            "es_sanitario_abreviado",
            "Episodio: 2023/URG/0884512\nR2 MFyC: Laia Ferrer Soldevila",
            "DOCTOR",
            "Laia Ferrer Soldevila",
        ),
        ("es_sanitario_abreviado", "fono +56 9 8123 4470.\nEU P. Riquelme", "DOCTOR", "P. Riquelme"),
        ("es_sanitario_abreviado", "se le informa.\nEnf. M. J. Segarra", "DOCTOR", "M. J. Segarra"),
        ("es_sanitario_abreviado", "Obst. Rocío del Pilar Zegarra / Dr. Huamán", "DOCTOR", "Rocío del Pilar Zegarra"),
        ("es_colegiado", "Dr. Jaume Roig Amat    Col. 08-41729", "LICENSE", "08-41729"),
        ("es_doctor_titulo", "Dr. Jaume Roig Amat    Col. 08-41729", "DOCTOR", "Jaume Roig Amat"),
        (
            "es_nombre_antes_de_edad",
            "Fecha: 07/02/2024\nS: Wang Xiuying, 52 años, acude con su hija",
            "PATIENT",
            "Wang Xiuying",
        ),
        ("es_natural_de", "Edad: 39 años    Natural de: Nador", "CITY", "Nador"),
        ("es_episodio", "Episodio: 2023/URG/0884512\nR2 MFyC: Laia", "ACCOUNT", "2023/URG/0884512"),
        ("es_documento", "Kattia Solano Vargas, céd. 1-1342-0876, 30 años.", "IDNUM", "1-1342-0876"),
        ("es_firma_tras_despedida", "El teléfono es 099 412 857.\nAbrazo grande,\nGabi\n", "PATIENT", "Gabi"),
        ("es_sanitario_abreviado", "Responsable: Aux. Enf. Teodora Choque Villca", "DOCTOR", "Teodora Choque Villca"),
        ("es_sanitario_abreviado", "MEDICO: J.M.R.   ENF: P. CASTILLA", "DOCTOR", "P. CASTILLA"),
        ("es_sanitario_iniciales", "MEDICO: J.M.R.   ENF: P. CASTILLA", "DOCTOR", "J.M.R."),
        ("es_licenciado_titulo", "Próxima visita: martes. Lic. Yanina Ruiz Díaz", "DOCTOR", "Yanina Ruiz Díaz"),
        ("es_licenciado_titulo", "Lic. Enf. Ruth Paucar Soto, CEP 04587", "DOCTOR", "Ruth Paucar Soto"),
        ("es_iniciales", "Código de participante: PE-04-0117   Iniciales: J.C.T.   Fecha:", "PATIENT", "J.C.T."),
        ("es_iniciales", "Paciente: iniciales O.K., mujer, 6 años", "PATIENT", "O.K."),
        ("es_codigo_de_sujeto", "Código de participante: PE-04-0117   Iniciales:", "IDNUM", "PE-04-0117"),
        (
            "es_empresa_en_campo",
            "Empresa: Agrícola Doñana Berries S.A.T.\nPuesto:",
            "ORGANIZATION",
            "Agrícola Doñana Berries S.A.T",
        ),
        (
            "es_profesion_en_campo",
            "Puesto: recolectora de fresa en invernadero\nAntecedentes:",
            "PROFESSION",
            "recolectora de fresa en invernadero",
        ),
        (
            "es_paciente_nombre_desconocido",
            "Residente: Vicenta Ferrer Llopis   Edad: 89 años",
            "PATIENT",
            "Vicenta Ferrer Llopis",
        ),
        ("es_pueblo_ante_pais", "Desplazada desde Járkiv (Ucrania) en marzo de 2022.", "CITY", "Járkiv"),
        ("es_domicilio_en", "Encamado, domicilio en O Carballiño.", "CITY", "O Carballiño"),
        ("es_fecha_dia_semana_abreviado", "Visita de enfermería sáb 18/11. Don Ramón", "DATE", "sáb 18/11"),
        ("es_fecha_dia_semana_tras_cita", "Próxima visita: martes. Lic. Yanina", "DATE", "martes"),
        # days
        ("es_fecha_dia_mes_numeros", "Nódulo de 14 mm en la TC del 27/01. Ex fumador", "DATE", "27/01"),
        ("es_fecha_primer_dia_de_rango", "reposo relativo de 5 días, del 15 al 19 de febrero de 2024", "DATE", "15"),
        ("es_fecha_primer_dia_de_rango", "entre el 3 y el 5 de mayo estuvo ingresado", "DATE", "3"),
        ("es_fecha_dia_suelto", "colecistectomía (intervenida el pasado día 5). Turno de noche", "DATE", "5"),
        ("es_fecha_dia_suelto", "resonancia en policlinica gipuzkoa pal dia 14 a las 9", "DATE", "14"),
        ("es_fecha_dia_suelto", "Tiene cita el día 9 a las 10:30 en consultas", "DATE", "9"),
        ("es_fecha_dia_suelto", "Última analítica el pasado día 5: ALT normalizada.", "DATE", "5"),
        ("es_fecha_mes_anio", "Hepatitis B diagnosticada en 3/2021 en un control de empresa.", "DATE", "3/2021"),
        ("es_fecha_mes_suelto", "Sin secuelas; en la consulta de abril no se objetivó fiebre.", "DATE", "abril"),
        # a dictated note: dates and numbers read aloud
        (
            "es_fecha_en_letras",
            "fecha de ingreso veintidós de abril del dos mil veinticuatro punto y aparte",
            "DATE",
            "veintidós de abril del dos mil veinticuatro",
        ),
        ("es_fecha_en_letras", "egresado de Culiacán el quince de mayo coma teléfono", "DATE", "quince de mayo"),
        ("es_dia_de_guardia", "Ane Zubiaurre ↔ Patxi Olabarria: noches del 9 y 10.", "DATE", "9"),
        ("es_ultimo_dia_de_guardia", "Ane Zubiaurre ↔ Patxi Olabarria: noches del 9 y 10.", "DATE", "10"),
        ("es_ultimo_dia_de_guardia", "sus guardias del 10 y del 24 se cubren con Hugo", "DATE", "24"),
        ("es_fecha_dia_suelto", "La Dra. Bosch cambia su guardia del día 18 con el Dr. Pascual", "DATE", "18"),
        ("es_fecha_dia_suelto", "La residente nueva empieza el día 12. Por favor", "DATE", "12"),
        ("es_anio_en_letras", "Nació en mil novecientos cincuenta y dos.", "DATE", "mil novecientos cincuenta y dos"),
        (
            "es_telefono_dictado",
            "teléfono de contacto de la hija seis ocho siete ocho seis dos cero uno cuatro cinco punto",
            "PHONE",
            "seis ocho siete ocho seis dos cero uno cuatro cinco",
        ),
        (
            "es_identificador_dictado",
            "número de seguridad social cuatro cuatro ocho siete uno dos tres agregado",
            "IDNUM",
            "cuatro cuatro ocho siete uno dos tres",
        ),
        # countries as writing names them (a list for the rules only), towns, streets and centres
        (
            "pais_nombre_escrito",
            "Varón de 71 años, natural de Leeds (Reino Unido), profesor.",
            "COUNTRY",
            "Reino Unido",
        ),
        (
            "pais_nombre_escrito",
            "su esposo se encuentra en Estados Unidos desde hace dos años",
            "COUNTRY",
            "Estados Unidos",
        ),
        (
            "pais_nombre_escrito",
            "Calle Duarte No. 88, Santiago de los Caballeros, Rep. Dom.\nTel.",
            "COUNTRY",
            "Rep. Dom.",
        ),
        ("region_americana_en_contexto", "Procedente de: Petare, estado Miranda", "CITY", "Miranda"),
        ("es_procedencia_mayusculas", "LUGAR DE NACIMIENTO: JULIACA - PUNO", "CITY", "JULIACA"),
        ("es_calle", "Dirección: Cra. 43A # 38 Sur-25, Medellín", "STREET", "Cra. 43A # 38 Sur-25"),
        (
            "es_calle",
            "Paciente traído a Calzada Ignacio Zaragoza 1200 por paramédicos",
            "STREET",
            "Calzada Ignacio Zaragoza 1200",
        ),
        (
            "es_calle_sin_numero",
            "choque a la altura de Calzada Ignacio Zaragoza. Refiere",
            "STREET",
            "Calzada Ignacio Zaragoza",
        ),
        (
            "es_hospital",
            "Ingresa en el Hospital General de Zona No. 2 del IMSS.",
            "HOSPITAL",
            "Hospital General de Zona No. 2",
        ),
        (
            "es_empresa_tras_nombre_comun",
            "operaria de esmaltado en la empresa Cerámicas Millars. Acudió",
            "ORGANIZATION",
            "Cerámicas Millars",
        ),
        # people and their work
        (
            "es_tratamiento_de_cortesia_mayusculas",
            "SE INFORMA A ESPOSO SR. PERCY HUAMAN CCALLO, QUIEN FIRMA",
            "PATIENT",
            "PERCY HUAMAN CCALLO",
        ),
        (
            "es_profesion_antes_de_clave",
            "Residente en Zalamea, pastor de ganado caprino de profesión, sin",
            "PROFESSION",
            "pastor de ganado caprino",
        ),
        (
            "es_profesion_entre_comas",
            "Vive en Tuxtla desde hace 20 años, comerciante de abarrotes, con",
            "PROFESSION",
            "comerciante de abarrotes",
        ),
        (
            "es_profesion_tras_clave",
            "Reside en Mendoza, donde se desempeña como empleada doméstica.",
            "PROFESSION",
            "empleada doméstica",
        ),
        (
            "es_profesion_tras_edad",
            "Paciente de 23 años, soldado profesional del Ejército Nacional",
            "PROFESSION",
            "soldado profesional",
        ),
        (
            "es_autor_con_filiacion_entre_parentesis",
            "Javier Olmedo-Castaño (1), Lucía de la Fuente Prieto (1) e Iñaki",
            "DOCTOR",
            "Lucía de la Fuente Prieto",
        ),
        (
            "es_autor_con_filiacion_entre_parentesis",
            "Javier Olmedo-Castaño (1), Lucía Prieto (1)",
            "DOCTOR",
            "Javier Olmedo-Castaño",
        ),
        (
            "es_paciente_nombre_en_mayusculas",
            "Asegurada: QUISPE MAMANI, TEODORA     DNI: 40123987",
            "PATIENT",
            "QUISPE MAMANI, TEODORA",
        ),
        (
            "es_paciente_nombre_en_mayusculas",
            "Paciente: CHICAIZA TIPÁN SEGUNDO VÍCTOR     CI: 1712345678",
            "PATIENT",
            "CHICAIZA TIPÁN SEGUNDO VÍCTOR",
        ),
        ("es_edad_abreviada_tras_sexo", "Informe de alta\n\nVarón 54a, pescador de bajura en el puerto", "AGE", "54a"),
        (
            "es_profesion_tras_edad",
            "Informe de alta\n\nVarón 54a, pescador de bajura en el puerto",
            "PROFESSION",
            "pescador",
        ),
        ("es_profesion_por_sufijo", "Trabajó como mariñeiro en la flota de Ribeira", "PROFESSION", "mariñeiro"),
        ("es_profesion_tras_nombre", "Su marido, cabrero, tiene un rebaño de 80 animales.", "PROFESSION", "cabrero"),
        ("es_natural_de", "Vive solo en Corias; le atiende una cuidadora.", "CITY", "Corias"),
        (
            "es_hospital",
            'Trasladado al Hospital de Clínicas "José de San Martín" de Buenos Aires.',
            "HOSPITAL",
            'Hospital de Clínicas "José de San Martín"',
        ),
        (
            "es_hospital_por_nombre",
            "Paciente de la consulta de Endocrino de la Arrixaca (mi número",
            "HOSPITAL",
            "Arrixaca",
        ),
        (
            "es_centro_educativo",
            'es maestra en la Escuela Primaria "Benito Juárez" de Tlalpan;',
            "ORGANIZATION",
            'Escuela Primaria "Benito Juárez"',
        ),
        (
            "es_centro_educativo",
            "docente en la Escuela N° 14 D.E. 8 y en un instituto",
            "ORGANIZATION",
            "Escuela N° 14 D.E. 8",
        ),
        (
            "es_centro_educativo",
            "Universidad Central de Venezuela Hospital Universitario de Caracas",
            "ORGANIZATION",
            "Universidad Central de Venezuela",
        ),
        (
            "es_hospital",
            "urgencias del Complejo Asistencial Universitario de Salamanca el domingo",
            "HOSPITAL",
            "Complejo Asistencial Universitario de Salamanca",
        ),
        ("es_registro_medico", "especialista de I grado en Nefrología. Reg. prof. 41877", "LICENSE", "41877"),
        ("es_fecha_dia_semana_ante_fecha", "Control el martes 5/3/24 en consultas externas.", "DATE", "martes 5/3/24"),
        ("es_fecha_dia_mes_al_inicio", "Vigilar.\n14/01, tarde: aumento del dolor.", "DATE", "14/01"),
        ("es_fecha_dia_mes_al_inicio", "Vigilar.\n15/1: se solicita traslado.", "DATE", "15/1"),
        # identifiers
        ("es_nhc", "NHC RN: 5523018     NHC madre: 4410276", "MEDICALRECORD", "5523018"),
        ("es_aseguramiento_tras_clave", "NSS: 31987654321     Agregado: 1M1978OR", "HEALTHPLAN", "1M1978OR"),
        (
            "es_aseguramiento_tras_clave",
            "Autogenerado: 6512150QMMTO007     Edad: 58 años",
            "HEALTHPLAN",
            "6512150QMMTO007",
        ),
        ("es_registro_medico", "Dra. Juana Mesa Arango – Medicina Interna. R.M. 5-1844-09", "LICENSE", "5-1844-09"),
        ("es_documento_tras_clave", "Nº petición: RX23-0981442     Fecha del estudio:", "IDNUM", "RX23-0981442"),
        ("es_documento_tras_clave", "Incapacidad temporal por 28 días, folio LM418227.", "IDNUM", "LM418227"),
        ("es_institucion_salud", "N.º de afiliación al IGSS: 187456321", "ORGANIZATION", "IGSS"),
        (
            "es_institucion_salud",
            "Traído por SAMUR-Protección Civil acompañado",
            "ORGANIZATION",
            "SAMUR-Protección Civil",
        ),
        ("es_institucion_salud", "Traído en ambulancia del ECU 911.\n", "ORGANIZATION", "ECU 911"),
        ("es_hospital", "gestante en control en Cesfam Las Ánimas.\n", "HOSPITAL", "Cesfam Las Ánimas"),
        ("es_documento_tras_clave", "Documento: TI 1.013.456.789\nFecha", "IDNUM", "1.013.456.789"),
        ("es_documento_tras_clave", "Serie y número: BA-0458213\n", "IDNUM", "BA-0458213"),
        ("es_registro_medico", "Tratante: Dr. Nicolás Beltrán Quintero, RM 79845123", "LICENSE", "79845123"),
        (
            "es_centro_educativo",
            "su hermano, que acude a la Escoleta Els Xiquets.\n",
            "ORGANIZATION",
            "Escoleta Els Xiquets",
        ),
        ("es_centro_educativo", "nivel primario en la Escuela N.º 71 de Bariloche", "ORGANIZATION", "Escuela N.º 71"),
        (
            "es_institucion_por_nombre_comun",
            "a efectos de su inscripción en el Registro Civil de Zafra, expido",
            "ORGANIZATION",
            "Registro Civil de Zafra",
        ),
        (
            "es_madre_nombrada_en_filiacion",
            "natural de Zafra, hija de Antonio y de Josefa, con",
            "NAME-RELATIVE",
            "Josefa",
        ),
        (
            "es_padre_nombrado_en_filiacion",
            "natural de Zafra, hija de Antonio y de Josefa, con",
            "NAME-RELATIVE",
            "Antonio",
        ),
        ("es_empresa_conocida", "mozo de almacén en el bloque logístico de Mercadona en", "ORGANIZATION", "Mercadona"),
        ("es_conyuge_nombrado", "no me deja dormir, y mi mujer Encarnación dice que", "NAME-RELATIVE", "Encarnación"),
        ("es_codigo_de_muestra_o_expediente", "histológico (muestra B18-00412) evidenció", "IDNUM", "B18-00412"),
        ("es_codigo_de_muestra_o_expediente", "en frascos separados (B23-015874-A a", "IDNUM", "B23-015874-A"),
        ("es_registro_medico", "Medicina Interna\nMPPS 54.871 – CMC 18.903 – RIF", "LICENSE", "18.903"),
        ("es_documento_tras_clave", "MPPS 54.871 – CMC 18.903 – RIF V-10548732-4\n", "IDNUM", "V-10548732-4"),
        ("es_telefono_tras_clave", "Caracas\nTeléfonos: 0212-945 3321 / 0414-318 2250\n", "PHONE", "0212-945 3321"),
        ("es_telefono_venezolano", "Caracas\nTeléfonos: 0212-945 3321 / 0414-318 2250\n", "PHONE", "0414-318 2250"),
        ("es_institucion_salud", "Prestador de salud: CASMU\nFecha de ingreso: 3/4/2021", "ORGANIZATION", "CASMU"),
        ("es_institucion_salud", "Seguro: Seguro Social Campesino\n", "ORGANIZATION", "Seguro Social Campesino"),
        ("es_licencia_tras_clave", "Dr. Villacís – Medicina Interna – Código MSP 1004587", "LICENSE", "1004587"),
        ("es_profesion_tras_nombre", "Padre: Freddy Mamani Quispe, albañil\nMadre: Juana", "PROFESSION", "albañil"),
        ("es_numero_de_documento", "INFORME DE AUTOPSIA Nº 0457/2022\n\nCausa", "IDNUM", "0457/2022"),
        ("es_documento_tras_clave", "Causa nº 3178/2022. Agente fiscal: Abg. Lilian", "IDNUM", "3178/2022"),
        (
            "es_codigo_de_muestra_o_expediente",
            "La citología (muestra CU-21-08834) fue positiva",
            "IDNUM",
            "CU-21-08834",
        ),
        ("es_codigo_de_muestra_o_expediente", "protocolo de necropsia 2020-AQP-0781. En", "IDNUM", "2020-AQP-0781"),
        (
            "es_codigo_de_muestra_o_expediente",
            "carpeta de investigación CI-JAL/4418/2019 y",
            "IDNUM",
            "CI-JAL/4418/2019",
        ),
        ("es_codigo_postal_argentino_corto", "Santa Fe. Balcarce 1651, S2000 Rosario, Argentina.", "ZIP", "S2000"),
        ("es_calle_sin_tipo_ante_codigo_postal", "Santa Fe. Balcarce 1651, S2000 Rosario", "STREET", "Balcarce 1651"),
        (
            "es_calle_sin_tipo_ante_codigo_postal",
            "Garrahan, Combate de los Pozos 1881, C1245AAM Buenos Aires",
            "STREET",
            "Combate de los Pozos 1881",
        ),
        (
            "es_hospital",
            "se derivó al Hospital de Pediatría Prof. Dr. Juan P. Garrahan, Combate de los Pozos 1881",
            "HOSPITAL",
            "Hospital de Pediatría Prof. Dr. Juan P. Garrahan",
        ),
        (
            "es_profesion_tras_clave",
            "provincia de Buenos Aires, hijo de un carnicero, previamente",
            "PROFESSION",
            "carnicero",
        ),
        (
            "es_empresa_tras_nombre_comun",
            "ante su empleador, Autotransportes Ruta 72.",
            "ORGANIZATION",
            "Autotransportes Ruta",
        ),
        ("region_americana_en_contexto", "residente en San Clemente, región del Maule. El 6", "CITY", "Maule"),
        ("region_americana", "Chillán, región de Ñuble, quien consultó", "CITY", "Ñuble"),
        ("es_institucion_salud", "póliza de riesgos del trabajo del INS N.º RT-2022-558741", "ORGANIZATION", "INS"),
        ("es_institucion_salud", "Acompañante: Freddy (esposo)\nSeguro: SUS\n", "ORGANIZATION", "SUS"),
        (
            "es_institucion_salud",
            "Plan médico: Triple-S Advantage, ID TSS00481276",
            "ORGANIZATION",
            "Triple-S Advantage",
        ),
        ("es_institucion_salud", "Funcionaria, mutualista de MUFACE con Adeslas.", "ORGANIZATION", "MUFACE"),
        ("es_documento_tras_clave", "Transportes Vallès S.L., CCC 08/1047329/12", "IDNUM", "08/1047329/12"),
        ("es_documento_tras_clave", "Plan médico: Triple-S Advantage, ID TSS00481276", "IDNUM", "TSS00481276"),
        ("es_registro_medico", "Médico cardiólogo – M.S.A.S. 48.215 – C.M.D.C. 21.374", "LICENSE", "48.215"),
        ("es_registro_tras_clave", "Registro SENESCYT 1005-11-736254\nCorreo:", "MEDICALRECORD", "1005-11-736254"),
        ("region_americana", "natural de Socopó, estado Barinas, y residenciado en", "CITY", "Barinas"),
        ("es_barrio", "Dirección: Calle Tiquina Nº 455, zona Villa Copacabana\n", "CITY", "Villa Copacabana"),
        ("es_estado_norteamericano_ante_zip", "Calle Loíza 1854, Santurce, San Juan, PR 00911", "STATE", "PR"),
        ("es_zip_norteamericano", "Calle Loíza 1854, Santurce, San Juan, PR 00911", "ZIP", "00911"),
        ("es_seguro_social_norteamericano", "Expediente: 00847213\nSeguro social: 581-47-2396", "SSN", "581-47-2396"),
        (
            "es_hospital",
            "Ingresa en el Hospital Dr. Sótero del Río por disnea",
            "HOSPITAL",
            "Hospital Dr. Sótero del Río",
        ),
        (
            "es_hospital",
            "Procedencia: Residencia de Mayores Los Olmos, Alcobendas",
            "HOSPITAL",
            "Residencia de Mayores Los Olmos",
        ),
        (
            "es_institucion_por_nombre_comun",
            "Departamento de Clínicas, Centro Universitario de Ciencias de la Salud, Universidad de Guadalajara",
            "ORGANIZATION",
            "Centro Universitario de Ciencias de la Salud",
        ),
        (
            "es_institucion_por_nombre_comun",
            "Dra. Verónica Blanco. Facultad de Odontología, UDELAR",
            "ORGANIZATION",
            "Facultad de Odontología",
        ),
        (
            "es_profesion_tras_clave",
            "jubilada, que había trabajado como maestra de primaria, remitida",
            "PROFESSION",
            "maestra de primaria",
        ),
        ("es_profesion_tras_paciente", "Paciente viticultora jubilada, que trabajó", "PROFESSION", "viticultora"),
        (
            "es_profesion_tras_paciente",
            "Paciente auxiliar de vuelo de Avianca desde 2012",
            "PROFESSION",
            "auxiliar de vuelo",
        ),
        ("es_profesion_al_inicio", "Datos clínicos: Farmacéutica en Alzira, remitida", "PROFESSION", "Farmacéutica"),
        ("es_profesion_al_inicio", "6 kg. Maestra de primaria en Cárdenas, sin", "PROFESSION", "Maestra de primaria"),
        ("es_profesion_tras_clave", "exfumador, antiguo cantero en las canteras", "PROFESSION", "cantero"),
        ("es_profesion_por_sufijo", "trabaja medio tiempo como mesero en un bar", "PROFESSION", "mesero"),
        ("es_fiesta", "Presenta desde hace unos meses (desde Navidad, según refiere", "DATE", "Navidad"),
        ("es_fiesta", "durante celebración de fin de año (Nochevieja), con explosión", "DATE", "Nochevieja"),
        ("es_edad_narrativa", "Historia: Preescolar de 3 años que ingiere", "AGE", "3 años"),
        ("es_edad_familiar_parentesis", "También su hermanita Ximena (2 añitos) empezó", "AGE", "2 añitos"),
        ("es_edad_entre_parentesis", "mamá de Brayan (8 añitos), su pacientito", "AGE", "8 añitos"),
        ("es_familiar_con_nombre", "También su hermanita Ximena empezó", "NAME-RELATIVE", "hermanita Ximena"),
        ("es_familiar_sin_posesivo", "Contacto con tía Narcisa como red de apoyo.", "NAME-RELATIVE", "Narcisa"),
        ("es_familiar_sin_posesivo", "Hijo Freddy Condori se encarga", "NAME-RELATIVE", "Freddy Condori"),
        ("es_telefono_tras_nombre", "Identifica a su hermana Gabriela (8855-3120) como", "PHONE", "8855-3120"),
        ("es_telefono_tras_nombre", "Contacto con tía Narcisa (099 412 7781) como red", "PHONE", "099 412 7781"),
        ("nickname_in_brackets", "la visita su hija Pilar (Pili), enfermera", "PATIENT", "Pili"),
        (
            "name_with_quoted_nickname",
            'De: Florencia "Flor" Ledesma   Nº de socio',
            "PATIENT",
            'Florencia "Flor" Ledesma',
        ),
        ("es_profesion_entre_parentesis", "Madre (limpiadora en Limpiezas Ebro) y padre", "PROFESSION", "limpiadora"),
        (
            "es_profesion_entre_parentesis",
            "no le dan permiso (operador de tráiler en Transportes del Norte).",
            "PROFESSION",
            "operador de tráiler",
        ),
        ("es_segunda_profesion", "Trabajó como pastora y tejedora en su comunidad.", "PROFESSION", "tejedora"),
        ("es_segunda_profesion", "Anamnesis: Pastor de ovejas y quesero en Torelló.", "PROFESSION", "quesero"),
        (
            "es_profesion_tras_clave",
            "Trabaja los fines de semana como ayudante de feria.",
            "PROFESSION",
            "ayudante de feria",
        ),
        ("es_profesion_tras_nombre", "padre (Jonathan Silveira) repartidor. Convive con", "PROFESSION", "repartidor"),
        (
            "es_nombres_y_edades_entre_parentesis_n2",
            "dos niños (Keylor, 9, y Dayana, 5), que",
            "NAME-RELATIVE",
            "Dayana",
        ),
        ("es_nombres_y_edades_entre_parentesis_a1", "dos niños (Keylor, 9, y Dayana, 5), que", "AGE", "9"),
        ("es_fecha_dia_semana", "Alta probable mañana jueves; incapacidad", "DATE", "jueves"),
        ("es_fecha_dias_de_un_rango_fin", "Trabajo de 10 a 19 lunes a sábado así que", "DATE", "sábado"),
        ("es_tramite_tras_clave", "Número de reclamación: TS24-118-55019", "IDNUM", "TS24-118-55019"),
        ("es_telefono_tras_llamar_al", "quien solicita ser contactado al 11 5587-3321.", "PHONE", "11 5587-3321"),
        (
            "es_remitente_de_mensaje",
            "De: Garazi Etxeberria Urrutia\nPara: Dra. Amaia Goikoetxea",
            "PATIENT",
            "Garazi Etxeberria Urrutia",
        ),
        ("es_familiar_con_telefono", "Hijo Wilberth (tel. 997 103 4456) se encarga.", "NAME-RELATIVE", "Wilberth"),
        (
            "es_padre_nombrado_en_filiacion",
            "RN (hijo de Marleny Xicará Tzoc), afiliación",
            "NAME-RELATIVE",
            "Marleny Xicará Tzoc",
        ),
        ("es_paciente_tras_progenitor", "le escribe Ña Ramona, la mamá de Derlis 🙏", "PATIENT", "Derlis"),
        ("es_edad_tras_nombre", "Muchas gracias y un saludo,\nInés, 61 años", "AGE", "61 años"),
        ("es_hospital", "- Curas en su centro de salud (CS O Carballiño)", "HOSPITAL", "CS O Carballiño"),
        ("es_hospital", "- Fisioterapia en CDI Tucupita", "HOSPITAL", "CDI Tucupita"),
        ("es_siglas_de_hospital", "Complexo Hospitalario Universitario A Coruña (CHUAC)", "HOSPITAL", "CHUAC"),
        ("es_paciente", "Pcte: Quispe Mamani, Teodora   HC: 4471902", "PATIENT", "Quispe Mamani, Teodora"),
        ("reply_handle", "Respuesta de caro_villarrica:\nA mi hija le pasó", "USERNAME", "caro_villarrica"),
        ("es_sanitario_con_nombre", "con la terapista Nayda Figueroa, y el dolor", "DOCTOR", "Nayda Figueroa"),
        ("es_sanitario_con_nombre", "Valoración por enfermera gestora Laia Ferrer. Control", "DOCTOR", "Laia Ferrer"),
        (
            "es_hospital",
            "del Dr. Otero, de Centro Médico de Río Piedras. La",
            "HOSPITAL",
            "Centro Médico de Río Piedras",
        ),
        (
            "es_hospital_mayusculas",
            "CENTRO HOSPITALARIO PEREIRA ROSSELL – Clínica Pediátrica",
            "HOSPITAL",
            "CENTRO HOSPITALARIO PEREIRA ROSSELL",
        ),
        ("es_aseguramiento_tras_clave", "Estamos con IPS, asegurada n.º 3.844.021.", "HEALTHPLAN", "3.844.021"),
        ("es_fiesta", "el 31 de marzo de 2024 (Domingo de Resurrección). Fue", "DATE", "Domingo de Resurrección"),
        ("es_fiesta", "dolor precordial durante el Ramadán del año pasado", "DATE", "Ramadán"),
        (
            "es_institucion_salud",
            "CAJA NACIONAL DE SALUD – Hospital Obrero N.º 1,",
            "ORGANIZATION",
            "CAJA NACIONAL DE SALUD",
        ),
        ("es_institucion_salud", "Traído por el Cuerpo de Bomberos a las 21:10", "ORGANIZATION", "Cuerpo de Bomberos"),
        ("es_edad_tras_nombre", "por mi hijo Unai (TIS ETXU170821-99), de 3 años. Desde", "AGE", "3 años"),
        (
            "es_segundo_familiar_nombrado",
            "estudio familiar (hermanos Youssef y Karima). Valorar",
            "NAME-RELATIVE",
            "Karima",
        ),
        ("es_profesion_tras_paciente", "Paciente pescador warao, trasladado desde", "PROFESSION", "pescador"),
        ("es_fechas_dia_mes_pareadas_segunda", "autoinjertos en dos tiempos (16/07 y 23/07).", "DATE", "23/07"),
        ("es_primera_de_dos_profesiones", "Antecedentes: labrador y viticultor jubilado.", "PROFESSION", "labrador"),
        ("es_extension", "vía telefónica (054 382 550 anexo 2214).", "PHONE", "2214"),
        ("es_telefono_tras_clave", "Tel. guardia: (03885) 422-117", "PHONE", "(03885) 422-117"),
        (
            "es_sede_de_hospital",
            "Hospital Universitario de Araba - Sede Txagorritxu, Vitoria",
            "HOSPITAL",
            "Txagorritxu",
        ),
        ("es_sanitario_con_nombre", "Contacto de la consejera Nelly Caicedo: 098 771 4420.", "DOCTOR", "Nelly Caicedo"),
        ("es_aseguramiento_tras_clave", "Su tarjeta sanitaria es GA0200876543, por si", "HEALTHPLAN", "GA0200876543"),
        ("es_registro_tras_clave", "Récord médico: HUFT-227418\nEdad: 57", "MEDICALRECORD", "HUFT-227418"),
        ("es_firma_tras_despedida", "¿Qué hacemos?\n\nUn saludo y gracias,\nBrais\n", "PATIENT", "Brais"),
        (
            "es_apellidos_coma_nombre_de_pila",
            "Paciente: GARCÍA LÓPEZ, Mª Dolores       NHC: 3398127",
            "PATIENT",
            "GARCÍA LÓPEZ, Mª Dolores",
        ),
        ("es_apellidos_coma_nombre_de_pila", "RN de Flores Huamaní, Yeni – Cuna 6", "PATIENT", "Flores Huamaní, Yeni"),
        (
            "es_apellido_coma_nombre_de_pila_al_inicio",
            "Funes, Ramiro Agustín, 13 años. DNI 50.217.884.",
            "PATIENT",
            "Funes, Ramiro Agustín",
        ),
        (
            "es_nombre",  # the field's value ends before an age written after two spaces
            "Nombre: Rodríguez Alvitres, Santos Eleuterio   71 años   HC 445901",
            "PATIENT",
            "Rodríguez Alvitres, Santos Eleuterio",
        ),
        ("es_profesion_tras_nombre", "Padre: Francisco Javier Moreno, guardia civil.", "PROFESSION", "guardia civil"),
        (
            "es_profesion_entre_parentesis",
            "Acompañada por: madre, Daniela Tapia (técnico en enfermería).",
            "PROFESSION",
            "técnico en enfermería",
        ),
        (
            "es_profesion_por_nombre",
            "Vive con su abuela Gladys Millán (feriante) en La Florida.",
            "PROFESSION",
            "feriante",
        ),
        (
            "es_profesion_por_nombre",
            "N.R., 29 años, varón cis, bartender en un bar de Palermo.",
            "PROFESSION",
            "bartender",
        ),
        ("es_sanitario_nombre_desconocido", "Se pauta analgesia.\nEnf.: Edurne G.", "DOCTOR", "Edurne G."),
        ("es_sanitario_nombre_desconocido", "Enf. triaje: Ainhoa", "DOCTOR", "Ainhoa"),  # a Basque given name
        ("es_sanitario_nombre_desconocido", "MIR: Arnau Puig     Adjunto: Dr. Mingo", "DOCTOR", "Arnau Puig"),
        ("es_profesion_por_nombre", "Carmen Dopazo Otero, 58 años, mariscadora a pie", "PROFESSION", "mariscadora"),
        ("es_profesion_por_nombre", "desde que se jubiló de Renfe (era maquinista).", "PROFESSION", "maquinista"),
        ("es_profesion_por_nombre", "Esposo Abraham Peters, lechero.", "PROFESSION", "lechero"),
        ("es_estado_abreviado_tras_ciudad", "Hospicio La Esperanza, Arecibo, PR\nSábado 2 de diciembre", "STATE", "PR"),
        ("es_estado_abreviado_tras_ciudad", "Av. Abraham Lincoln, Santo Domingo, D.N.\n\nHOJA", "STATE", "D.N."),
        ("es_apellidos_coma_nombre_de_pila", "cama 9 – REYES MEJIA, ANA, 80a, ACV", "PATIENT", "REYES MEJIA, ANA"),
        (
            "es_apellido_coma_nombre_de_pila_al_inicio",
            "Urgencias – Informe\n\nZHANG, ANA        NIE Y2093874-R",
            "PATIENT",
            "ZHANG, ANA",
        ),
    ],
)
def test_spanish_rule_finds_its_phi(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("mi hijo mayor vive en casa", "mayor"),  # no name after the relative
        ("Su hijo Pedro con antecedentes de 5 años de evolución", "5 años"),  # a duration
        ("mi hijo tiene 2 dientes nuevos", "2"),  # no age: a count
        ("enfermera Gestora de Casos avisada", "Gestora"),  # a title after the role
        ("el paciente no colabora 2 veces", "2"),
        ("refiere que no de historia 1234", "1234"),  # "no" is no "nº" in lower case
        ("fractura de la C-3 sin desplazamiento", "C-3"),  # a vertebra
        ("trabaja de baja desde marzo", "baja"),
        ("Varón de 45 años, fumador, sin alergias", "fumador"),  # a habit, no occupation
        ("Señores\nServicio de Gastroenterología\nHospital Universitario San Ignacio", "Servicio de Gastroenterología"),
        ("Servicio de Radiodiagnóstico\nComplexo Hospitalario Universitario", "Servicio de Radiodiagnóstico"),
        ("Resumen de Alta\nHospital Auxilio Mutuo", "Resumen de Alta"),  # a document's title above the hospital
        ("EL PACIENTE REFIERE LO MISMO QUE AYER, SAME DAY", "SAME"),  # no Buenos Aires' service in capitals
        ("paciente diabética de larga evolución", "diabética"),  # a condition after "paciente", no occupation
        ("según la Guía de la Asociación Europea de Urología, se decide", "Asociación Europea"),  # a learned society
        ("se solicitó su uso compasivo al Ministerio de Sanidad.", "Ministerio de Sanidad"),
        ("SE EXPLICA A MADRE PROCEDIMIENTO QUIRÚRGICO.", "PROCEDIMIENTO"),  # no number to call after it: no name
        ("MEDICACIÓN: SU HIJA, ENALAPRIL 10 MG.", "ENALAPRIL"),  # one word in capitals after the tie: no name
        ("Mujer de 30 años, soltera, sin hijos", "soltera"),
        ("Madre HTA. Padre Diabético.", "HTA"),
        ("el paciente es dependiente para las ABVD", "dependiente"),
        ("dolor lumbar, de 3 y 5 años de evolución", "3"),  # a duration
        ("va a rehabilitación los lunes", "lunes"),  # a habit
        ("Lumbalgia, de 2 años de evolución.", "2 años"),  # a duration
        ("su hija trabaja en Urgencias del hospital", "Urgencias"),  # a department
        ("distractor intraoral (MODUS ARS 1.5; Medartis)", "MODUS"),  # a device's model
        ("presenta evidencias de enfermedad tras un seguimiento de 4 años.", "4 años"),  # a period, no person
        ("Vive en la Col. 15 Poniente de Puebla", "15"),  # "Col.": a colonia, no licence
        ("Se trató con isoniacida 300 mg (9 meses) junto a rifampicina", "9 meses"),
        ("un jubilado de 70 años", "jubilado"),  # no occupation
        ("desde hace 14 años refiere dolor", "14 años"),
        ("durante 2 años tomó tacrolimus", "2 años"),
        ("glucemia de 169 mg/dl", "169"),
        ("PSA de 1.16 ng/ml", "1.16"),
        ("leucocitos 17850/mm3", "17850"),
        ("dosis de 2000 mg diarios", "2000"),
        ("TA 118/76 mmHg", "118/76"),
        ("enfermedad de Parkinson avanzada", "Parkinson"),
        ("ingresó en el hospital general", "hospital"),
        ("la dosis de 12.345 UI", "12.345"),
        ("Dolor, 3 años de evolución", "3 años"),
        ("sedimento: MP 1.5", "1.5"),
        ("Paciente procedente de Urgencias", "Urgencias"),
        ("procedente de Atención Primaria", "Atención"),
        ("circunferencia de 45 cm, 2 ciclos", "45"),
        ("Varón de 53 años, jubilado, que vive solo", "jubilado"),
        ("Varón de 60 años, ex fumador, hipertenso", "fumador"),
        ("Trabaja de pie ocho horas diarias", "pie"),
        ("Informe clínico del paciente: Paciente de 70 años", "Paciente"),
        ("Acude con su hijo. Presenta fiebre", "Presenta"),
        ("El dolor tiene 3 meses de evolución.", "3 meses"),
        ("Tras un seguimiento de 6 meses, presenta", "6 meses"),
        ("ingresa con un cuadro de 2 meses de evolución", "2 meses"),
        ("antecedentes de hepatitis B o C. Medicado con 160 mg/día", "Medicado"),
        ("solución a 37º C. Infundimos un litro desde una altura de 30-40 cm", "Infundimos"),
        ("Médico: Paciente varón de 64 años de edad que acudió", "Paciente"),
        ("hasta 2/3 del limbo", "2/3"),
        ("EVA 8/10 al ingreso", "8/10"),
        ("tumor de grado IV-V", "IV-V"),
        ("vive en Residencia de ancianos", "Residencia"),
        ("HC 50 g al día", "50"),
        ("Informe clínico del paciente: La Sra. Teresa Pérez", "La Sra"),
        ("Mujer de 70 años, hipertensa, acude", "hipertensa"),
        ("Informe clínico del paciente: Varón, de 67 años, fumador", "de"),
        ("Informe clínico del paciente: Lactante, de raza caucásica", "Lactante"),
        ("Hábitos: habitación compartida con 2 personas", "2"),
        ("Se le entrega la tarjeta sanitaria nueva en 2 días", "2"),
        ("Se solicita RM 3T de rodilla", "3T"),
        (
            "PACIENTE VARÓN, CON ANTECEDENTES DE HTA",
            "VARÓN",
        ),  # no colon: only a name in mixed case  # resonancia magnética, no registration
        ("Se revisa la RM 2019 sin cambios", "RM"),
        ("Ingresa en el Hospital Virgen del Camino", "Camino"),  # a hospital's name, no street
        ("Va a la guardería por las mañanas", "guardería"),  # no name after it
        ("ingresó en el hospital general por la tarde", "hospital"),  # no name after it
        ("acude al hospital de día de oncología", "hospital"),
        ("A los 17 años ingresó en Hospital de Día durante 2 meses", "Hospital de Día"),
        ("• Entrevista Clínica Estructurada para los Trastornos del Eje I", "Clínica"),
        ("Cariotipo femenino normal 46 XX.", "femenino"),
        ("presión de 45 mmHg (percentil 5 para su edad: 43 mmHg)", "43"),
        ("Informe médico: mujer negra de 22 años de edad", "negra"),
        ("Especialidad: Alonso Cabrera. Médico: urologia      NºCol: 28 28 15963.", "urologia"),
        ("Su fenotipo era femenino, con genitales externos", "femenino"),
        ("su papel en la sociedad (rol femenino relacionado", "femenino"),
        ("hemodiálisis los lunes 3 veces por semana", "lunes"),  # a habit, not a day
        ("Expediente 2019 archivado", "2019"),  # a year is no record number
        ("el dolor es severo, tornero", "severo"),
        ("Dra. Rosanna Mejía, residente de Pediatría. Supervisa: Dr. Ramírez.", "Pediatría"),  # a specialty
        ("Dra. Lizmarie Ortiz, residente de Medicina Interna, PGY-2.", "Medicina Interna"),
        ("se presenta en el departamento de Cirugía Odontoestomatológica por", "Cirugía"),  # a hospital's department
        ("EVA 7/10 y fuerza de 4/5 en el miembro", "7/10"),  # a score is no date
        ("Tras cumplir 10 días de antibioterapia", "10 días"),  # a course is no age
        ("Madre: HTA. Padre: ictus a los 70 años", "HTA"),  # a family history's condition names no one
        ("el día 12 de ingreso se apreció", "12"),  # a day of the stay is no date
        ("quien consulta en nuestro consultorio de Clínica Médica por astenia", "Clínica Médica"),  # a department
        ("Paciente dependiente para las ABVD desde 2019", "ABVD"),  # a state, no employer
        ("médico de familia en Urgencias desde las 8", "Urgencias"),  # a ward, no employer
        ("se envió a la Facultad de Veterinaria para su identificación", "Facultad de Veterinaria"),
        ("Dolor 7/10 desde ayer, EVA 7/10 por la noche", "7/10"),  # a score opening no log line
        ("Hola doctora, gracias por todo", "doctora"),  # a greeting to no name
        ("Lo firma el señor Presidente de la comunidad", "Presidente"),  # a title, no given name
        ("Estimados compañeros: les informo del cambio", "compañeros"),
        ("depósitos de amiloide de la cadena A alfa del fibrinógeno", "A"),  # a protein's chain, no company
        ("diluciones ANA 1/2560 positivas", "1/2560"),  # a titre is no month and year
        ("SR. PÉREZ INDICA QUE NO DESEA INGRESO", "INDICA"),  # the sentence goes on after the name
        ("PACIENTE: VARÓN DE 45 AÑOS CON DOLOR", "VARÓN"),  # a patient's field holding no name
        ("Sus hijos, compañeros de clase, vienen", "compañeros"),  # no occupation
        ("Carlos López, EMAIL: IDEAS 12345", "12345"),  # no "ID" inside a word
        ("Glucemia alta; se ajusta INS rápida a 6 UI", "INS"),  # insulin, no insurer
        ("marcador CA-19-9 elevado", "CA-19-9"),  # a tumour marker, no sample's code
        ("Firmo el documento de consentimiento 2019", "2019"),  # no document's number without its colon
        ("Le dije claro que viniera", "claro"),  # no company named so is listed
        ("estenosis C5-C6 y T12-L1, marcador CA19-9", "C5-C6"),  # vertebrae, no sample's code
        ("su padre, que era alto", "alto"),  # no occupation after the tie
        ("Nació en la Universidad de Alcalá E-mail: x", "E-mail"),  # a contact word ends an institution
        ("Diabetes gestacional y madre Rh - grado A", "Rh"),  # no given name after the tie
        ("Dr. José María Lasso. Jefe de Sección de Microcirugía.", "Jefe de Sección"),  # a clinician's post
        ("Hospital Clínico (2019) y Juan (12345)", "2019"),  # too few digits for a phone
        ("Hospital Clínico: ingresa con EPOC (GOLD) y HTA", "GOLD"),  # no acronym right after the hospital's name
        ("El padre de Familia acude", "Familia"),  # no child's name after "padre de"
        ("en el caso 3 de 10 pacientes", "3"),  # no case's number of three digits
        ("El test de Apgar fue 3/10, 4/10 y 8/10 a los 1, 5 y 10 minutos", "8/10"),  # scores, no dates
        ("Acude a la Sede Central del Servicio", "Central"),  # no site's name
        ("Gastó dos mil pesos en la farmacia", "dos mil"),  # a sum, no year
        ("en dos mil pacientes del estudio", "dos mil"),
        ("teléfono: llamar dos o tres veces", "dos"),  # too few digits for a phone
        ("LABORATORIO DE URGENCIAS\nHemograma normal", "LABORATORIO"),  # a hospital's department
        ("FARMACIA HOSPITALARIA\nDispensación", "FARMACIA"),
        ("LABORATORIO: HEMOGRAMA NORMAL.", "HEMOGRAMA"),
        ("LABORATORIO DE ANÁLISIS CLÍNICOS\nPaciente: ", "ANÁLISIS"),  # generic words, no name
        ("turno del 8 al 15 h en planta", "8"),  # hours, no day
        ("en la noche del 3 de ingreso presentó fiebre", "3"),  # a day of the stay
        ("HOSPITAL GENERAL – SERVICIO DE URGENCIAS\nInforme", "SERVICIO"),  # a service after the dash, no town
        ("Refiere 10 años de evolución del dolor", "10"),  # how long, no age
        ("Hola, Carmen: te escribo por", "Hola"),  # a greeting before a given name is no surname
        ("Bien, Carlos refiere mejoría", "Bien"),
        ("RN de Flores Huamaní, Yeni", "RN"),  # two capitals are no surname
        ("producción de ganado lechero en la zona", "lechero"),  # an adjective after a noun
        ("Se pide PR, PCR y hemograma", "PR"),  # no town before the comma
        ("Resultados: ELISA, VIH negativos", "ELISA"),  # an acronym before a comma is no surname
    ],
)
def test_spanish_rules_leave_clinical_text_alone(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    assert not [s for s in tagger().tag(Document("t", text)) if s.start < start + len(not_phi) and start < s.end]


@pytest.mark.parametrize(
    "text", ["Vive en la Calle Fernando Higueras, 27, 7B", "Plaza del Hospital Civil, s/n. 29009 Málaga"]
)
def test_a_street_without_its_number_is_no_piece_of_an_address(text: str) -> None:
    # a street with its number after it is `es_calle`'s, read whole; no shorter name stops before the number
    assert not matched_by("es_calle_sin_numero", text)


@pytest.mark.parametrize("text", ["Remitido por: Dr. D. Xavier Pascual García", "Diabetes tipo D. Mellitus"])
def test_a_courtesy_title_after_a_doctors_or_before_no_name_names_no_patient(text: str) -> None:
    assert not matched_by("es_tratamiento_de_cortesia", text)


@pytest.mark.parametrize(
    "text", ["Domicilio: C/ Monforte de lemos, 129", "C/ Antonio Acuña. Nº 10 5ºA izq", "pautar amoxicilina c/8h"]
)
def test_an_abbreviated_street_cut_short_or_before_its_number_is_left_to_the_address_rule(text: str) -> None:
    assert not matched_by("es_calle_abreviada_sin_numero", text)


@pytest.mark.parametrize(
    "text",
    [
        "sin evidencia de recidiva a los 2 años del trasplante",  # a time after an event
        "control urográfico a los 3 meses objetiva captación",  # months: a follow-up
        "dado de alta a los dos años de la cirugía",
    ],
)
def test_a_time_after_an_event_is_no_age(text: str) -> None:
    assert not matched_by("es_edad_a_los", text)


@pytest.mark.parametrize(
    "text",
    [
        "citoqueratinas (CAM 5,2;AE1-3), desmina",  # a code, no maker
        "modelo SRV2007 (Allergan®, Irvine, California, EE.UU.)",  # a town after the brand
        "marcadores (IgG, IgA, IgM y C3)",  # a list: no brand marked nor dosed
    ],
)
def test_a_bracket_names_a_maker_only_after_a_brand(text: str) -> None:
    assert not matched_by("es_fabricante", text)


@pytest.mark.parametrize("text", ["gracias por todo", "Muchas gracias, doctora.", "gracias a Dios está mejor"])
def test_a_closing_before_no_name_signs_nothing(text: str) -> None:
    assert not matched_by("es_firma_tras_despedida", text)


@pytest.mark.parametrize(
    "text", ["soy diabética desde hace años", "Soy Testigo de Jehová", "soy la mamá de Ana", "SOY LA MADRE DE IKER"]
)
def test_soy_names_no_one_but_before_a_capitalised_given_name(text: str) -> None:
    assert not matched_by("es_soy_nombre", text)


@pytest.mark.parametrize("text", ["soy la mamá de la niña", "le escribe la madre de mi hija"])
def test_the_writers_tie_names_no_article_or_possessive(text: str) -> None:
    assert not matched_by("es_familiar_de_paciente", text)


@pytest.mark.parametrize(
    "text", ["la vio la Dra. Hidalgo en consulta", "Paciente: Guerrero Pérez, Ana", "Sucre y Bolívar en la historia"]
)
def test_a_region_that_is_a_surname_is_no_place_without_a_town_or_state_before_it(text: str) -> None:
    sources = {"rules:region_americana", "rules:region_americana_en_contexto"}
    assert not [s for s in tagger().matches(text) if s.source in sources]


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        ("es_doctor_titulo_minusculas", "la dra. no estaba en consulta"),  # a function word after the title
        ("es_doctor_titulo_minusculas", "el dr. que me atendió"),
        ("es_doctor_titulo_mayusculas", "UNA HEMORRAGIA VÍTREA Y UN DR TRACCIONAL"),  # a retinal detachment
        ("es_doctor_titulo_mayusculas", "LA DRA. NO ESTABA"),
        ("es_edad_entre_parentesis", "isoniacida 300 mg (9 meses) y rifampicina"),  # a treatment's months
        # a daughter cyst, a stem cell or a stock solution is no relative
        ("es_familiar_suelto", "se observaron vesículas hijas en la TC"),
        ("es_familiar_suelto", "trasplante de células madre"),
        ("es_familiar_suelto", "La solución madre se diluyó"),
        # a centre of no town, or one in mixed case, is left to the other rules
        ("es_hospital_de_pueblo_un_caso", "el hospital de día"),
        ("es_hospital_de_pueblo_un_caso", "remitida desde un hospital de un pueblo"),
        ("es_hospital_de_pueblo_un_caso", "Hospital de Manises"),
        # a count or a model's number is no postal code before a town in one case
        ("es_localidad_tras_cp_un_caso", "leucocitos: 12700 sin neutrofilia"),
        ("es_localidad_tras_cp_un_caso", "(modelo 20636 polytech)"),
        ("es_localidad_tras_cp_un_caso", "alfafetoproteína 15000 ng/ml"),
        ("es_localidad_tras_cp_un_caso", "28001 Madrid"),
        # a bracket in one case names no maker after a preposition or a table
        ("es_fabricante_un_caso", "(igg 2,39 index, por eia)"),
        ("es_fabricante_un_caso", "(aminoven®, tabla iii)"),
        ("es_fabricante_un_caso", "(Dacortin 30 mg, Merck)"),
        # a span of time is no brand's dose before a maker
        ("es_fabricante_un_caso", "(convulsión de más de 5 minutos, rigidez de nuca, vómitos, decaimiento)"),
    ],
)
def test_a_one_case_rule_leaves_what_only_looks_like_its_phi_alone(rule: str, text: str) -> None:
    assert not matched_by(rule, text)


@pytest.mark.parametrize(
    "text", ["LOS AUTOANTICUERPOS (ANA, AMA, ANCA) FUERON NEGATIVOS", "(CAM 5,2, Vimentina, Desmina)"]
)
def test_a_bracketed_list_of_acronyms_or_stains_names_no_place(text: str) -> None:
    for rule in ("es_lugar_entre_parentesis", "es_pais_entre_parentesis"):
        assert not matched_by(rule, text)
        assert not matched_by(rule + "_minusculas", text.lower())


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        ("es_paciente_nombre_desconocido", "Paciente: Varón de 45 años, sin antecedentes"),
        ("es_paciente_nombre_desconocido", "Paciente: Mujer Joven, 30 años"),
        ("es_paciente_nombre_desconocido", "Paciente: Servicio Andaluz, derivado"),
        ("es_nombre_antes_de_edad", "Acude Dña. Purificación Ortega Lozano, de 78 años."),  # the title's rule
        ("es_nombre_antes_de_edad", "Hospital Clínico San Carlos, 3 años después"),
        ("es_registro_tras_clave", "Registro de 12/03/2024: TA 120/80"),  # a date is no record number
        ("es_barrio", "Comunidad de Madrid, 2024"),  # capitalised: a region, the gazetteer's
        ("es_apodo", 'Refiere ("Sí") que lo toma'),  # a word quoted, no nickname
        ("es_apodo", 'con el lema "Vive Sano" del centro'),  # quotes after no name and no nickname's words
        ("es_empresa_por_forma_juridica", "Paciente de 45 años. S.A. de la hepatitis"),
        ("es_hospital", "Maternidad subrogada en 2019"),
        ("es_familiar_nombre_desconocido", "Madre: Diabetes tipo 2. Padre: HTA."),  # a family history's fields
        ("es_familiar_nombre_desconocido", "Familiar: Desconocido, no acude"),
        ("es_documento", "DNI 12-3 pendiente"),  # too few digits for a document
        ("es_empresa_por_nombre_comun", "Se extrae en el Banco de Sangre del hospital."),
        ("es_empresa_por_nombre_comun", "Mercado de trabajo y salud"),
        ("es_nombre_ante_documento", "Varón Sano, DNI pendiente"),
        ("es_paciente_sin_campo", "Paciente Pluripatológico Complejo, en seguimiento"),
        ("es_nombre_ante_parentesco", "Acude con Madre (su madre)"),
        # a town's name after a capitalised word and "de" is the institution's, the name's or the town's own
        ("es_pueblo_tras_preposicion", "Servicio de Urología, Complejo Hospitalario Universitario de Albacete"),
        ("es_pueblo_tras_preposicion", "Remitido por el Dr. Félix Gómez de Rueda."),
        ("es_pueblo_tras_preposicion", "15706 Santiago de Compostela, A Coruña"),
        ("es_pueblo_tras_preposicion", "prueba de Allen negativa y espacio de Morrison libre"),  # eponyms
        ("es_pueblo_tras_preposicion", "según los criterios revisados de El Escorial"),
        ("es_pueblo_tras_preposicion", "hemocultivos en medios convencionales y de Ruiz Castañeda"),  # a name
        ("es_pueblo_tras_preposicion", "ingresa en Planta a cargo de Medicina Interna"),  # wards
        ("es_pueblo_tras_preposicion", "vive en beasain"),  # lower case: left to the other rules
        ("es_pueblo_entre_parentesis", "la prueba (ALTA) en (Planta) no"),  # ward words are no town
        ("es_profesion_tras_nombre", "Dr. Francisco Rubio Tena, médico de familia."),  # the signer's specialty
        ("es_pueblo_ante_region", "Dr. Juan Luque, Madrid"),  # a surname after a given name
        ("es_profesion_en_campo", "Ocupación: jubilado, antes minero"),
        ("es_autor_con_filiacion", "Que D.ª Amparo Climent Soler, con DNI"),  # a courtesy title
        ("es_autor_con_filiacion", "Superficie corporal 1,8 m² y Ca²⁺ normal"),
        ("es_pueblo_ante_region", "Hospital de Manises, Valencia"),  # the end of the hospital's name
        ("es_institucion_salud", "Dr. Róger Arauz Blandón, código MINSA 34521"),  # the issuer of a licence
        ("es_registro_tras_clave", "Historia de 2019 con 345 episodios"),
        ("es_sanitario_abreviado", "Enf. de Crohn en tratamiento con adalimumab"),  # a disease
        ("es_sanitario_abreviado", "Enf. Pulmonar Obstructiva Crónica"),
        ("es_colegiado", "Domicilio: Col. 20 de Noviembre, CDMX"),  # a Mexican neighbourhood
        ("es_fecha_dia_suelto", "En el día 12 se apreció resolución de la infección"),  # a day of the stay
        ("es_fecha_dia_suelto", "el día 3 postoperatorio presenta fiebre"),
        ("es_fecha_dia_suelto", "ramucirumab el día 1, vía intravenosa"),
        ("es_fecha_primer_dia_de_rango", "del 15 al 19 % de los casos"),
        ("es_empresa_en_campo", "Empresa: ninguna"),
        ("es_licenciado_titulo", "Lic. en Enfermería por la Universidad"),
        ("es_fecha_mes_en_minusculas", "el 12 de febrero de 2024"),  # the whole date is the other rules'
        ("es_nombre_de_pila_y_apellido", "Serología para Brucella: Rosa de Bengala positivo"),  # a test
        ("es_laboratorio_por_nombre", "SEGURO SOCIAL\nLaboratorio Clínico – Hospital México"),  # a kind, no name
        ("es_laboratorio_por_nombre", "se envía al Laboratorio de Urgencias"),
        ("es_mutua_cooperativa_o_farmacia_por_nombre", "Interconsulta al Servicio de Farmacia Hospitalaria"),
        ("es_mutua_cooperativa_o_farmacia_por_nombre", "recoger en la Farmacia de Guardia"),
        ("es_nombre_de_pila_y_apellido", "VIH positivo (ELISA y Western Blot)"),  # a given name in capitals
        ("es_nombre_de_pila_y_apellido", "ferritina 138; Paul Bunnell negativo; serología"),  # a test's eponym
        ("es_nombre_de_pila_y_apellido", "sospecha de un síndrome de Guillermo Fisher"),  # after "síndrome de"
        ("es_nombre_de_pila_y_apellido", "neoplasia.\nDiego No presenta otra sintomatología"),  # a name and a sentence
        ("es_nombre_de_pila_y_apellido", "ingreso en la Unidad de Custodia Hospitalaria del Hospital"),
        ("es_fecha_mes_en_minusculas", "el entrenador Profe Julio le dijo"),  # capitalised: a name
        ("es_fecha_mes_en_minusculas", "desde julio-04"),
    ],
)
def test_the_wider_spanish_rules_stay_in_their_place(rule: str, text: str) -> None:
    assert matched_by(rule, text) == []


def test_an_employers_field_keeps_the_legal_form_after_a_comma() -> None:
    text = "empresa: transports rius i fills, s.l. - polígon industrial"
    assert found(text).get("transports rius i fills, s.l.") == ("ORGANIZATION", "rules:es_empresa_en_campo")


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        (
            "es_personal_en_campo",
            "Tramitar la tarjeta sanitaria.\nMediador: Youssef Amrani.",
            "DOCTOR",
            "Youssef Amrani",
        ),
        ("es_personal_en_campo", "Intérprete: Mihaela\nSe explica el tratamiento", "DOCTOR", "Mihaela"),
        (
            "es_sanitario_entre_parentesis",
            "la gerocultora de noche (Nadia Popescu) encuentra a la residente",
            "DOCTOR",
            "Nadia Popescu",
        ),
        ("es_apodo", 'Wang Xiaoling (prefiere que la llamen "Lucía"), 27 años', "PATIENT", "Lucía"),
    ],
)
def test_staff_by_their_role_and_a_preferred_name_are_found(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize("text", ["Responsable: Servicio de Urgencias", "Supervisora: Sí", "Coordinadora: Pendiente"])
def test_a_staff_field_without_a_name_names_no_one(text: str) -> None:
    assert matched_by("es_personal_en_campo", text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_profesion_tras_ser", "tras cargar sacos; es mozo de almacén en Mercasevilla.", "mozo de almacén"),
        ("es_profesion_tras_clave", "Papá trabaja de guarda de seguridad en un supermercado.", "guarda de seguridad"),
        ("es_profesion_al_inicio", "DM2 + HTA. Manipuladora de alimentos en un colegio.", "Manipuladora de alimentos"),
        ("es_profesion_al_inicio", "shock cardiogénico. Camionero de larga distancia, oriundo de", "Camionero"),
    ],
)
def test_an_occupation_after_es_or_opening_a_sentence_is_found(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("PROFESSION", f"rules:{rule}")


@pytest.mark.parametrize("text", ["Enfermera: Nuria Gil", "Docente: sí", "Cajera María López atiende."])
def test_a_role_field_or_a_name_after_an_occupation_opens_no_occupations_sentence(text: str) -> None:
    assert matched_by("es_profesion_al_inicio", text) == []


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        (
            "EsSalud - HOSPITAL NACIONAL EDGARDO REBAGLIATI MARTINS\nServicio de Pediatría",
            "HOSPITAL NACIONAL EDGARDO REBAGLIATI MARTINS",
        ),
        ('POLICLÍNICO DOCENTE "PLAZA DE LA REVOLUCIÓN", La Habana', 'POLICLÍNICO DOCENTE "PLAZA DE LA REVOLUCIÓN"'),
        ("HOSPITAL GENERAL DE ZONA No. 32\nHOJA DE URGENCIAS", "HOSPITAL GENERAL DE ZONA No. 32"),
        ("HOSPITAL UNIVERSITARIO LA PAZ. SERVICIO DE CARDIOLOGÍA", "HOSPITAL UNIVERSITARIO LA PAZ"),
    ],
)
def test_a_hospital_named_in_capitals_on_a_header_line_is_found(text: str, phi: str) -> None:
    assert found(text).get(phi) == ("HOSPITAL", "rules:es_hospital_mayusculas")


@pytest.mark.parametrize(
    "text",
    [
        "TRASLADO AL HOSPITAL CON SU MADRE",  # a sentence in capitals
        "INGRESA EN HOSPITAL DE DIA PARA TRATAMIENTO",  # a day hospital
        "POLICLÍNICA DE PEDIATRÍA",  # a specialty
        "REFIERE QUE EN EL CENTRO DE SALUD LE DIJO QUE ESPERARA",
    ],
)
def test_a_hospital_word_in_a_sentence_in_capitals_names_no_hospital(text: str) -> None:
    assert matched_by("es_hospital_mayusculas", text) == []


def test_a_murcia_hospital_by_its_initials_and_an_imss_hospital_by_its_number_are_found() -> None:
    assert found("H.C.U. Virgen de la Arrixaca          Fax: 968 36 95").get("H.C.U. Virgen de la Arrixaca") == (
        "HOSPITAL",
        "rules:es_hospital",
    )
    assert found("Envío a HGZ No. 1-A Los Venados para valoración").get("HGZ No. 1") == (
        "HOSPITAL",
        "rules:es_hospital",
    )


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("Refiere jornalero agrícola; trabajó seis temporadas", "jornalero"),
        ("Él fue caficultor toda la vida y sigue yendo al cafetal", "caficultor"),
        ("ex carbonero y agricultor, tabaquismo de 40 paquetes-año", "agricultor"),
        ("Datos clínicos. Agricultor y arriero, dolor en hipocondrio", "Agricultor"),  # opening a sentence
        ("Datos clínicos: Futbolista de las divisiones inferiores", "Futbolista"),  # after a field's colon
        ("ex carbonero y minero, tabaquismo de 40 paquetes-año", "minero"),  # after "y"
        ("el padre, Eusebio Quispe, es arriero y pasa semanas fuera", "arriero"),
        ("Le remito a esta paciente de 49 años, mestra de primaria en el CEIP", "mestra"),  # Catalan
        ("Madre: Rufina Cruz, artesana textil (tejedora de Yavi)", "artesana"),
        ("mañana entro a las 7 de cajera en la Soriana", "cajera"),
        ("Ocupación habitual: campesino / apicultor", "apicultor"),
    ],
)
def test_an_occupation_that_names_nothing_else_is_found_wherever_it_stands(text: str, phi: str) -> None:
    assert found(text).get(phi) == ("PROFESSION", "rules:es_profesion_por_nombre")


@pytest.mark.parametrize(
    "text",
    [
        "intubación y conexión a ventilación mecánica (VM)",  # an adjective
        "Procedente de zona ganadera, criado en el campo",
        "tres semanas en un campamento minero próximo a la frontera",
        "Médico: Dr. Herrero. Domicilio: Calle Pintor Sorolla 5",  # surnames and streets
        "Dirección: Valenciana 14, Col. Obrera, México",  # a place after an abbreviation's full stop
        "Médico: Dr. Ruiz. Pintor: sí",  # a surname's word after a colon
    ],
)
def test_an_occupations_word_as_an_adjective_or_a_name_is_no_occupation(text: str) -> None:
    assert matched_by("es_profesion_por_nombre", text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_fecha_dia_semana_entre_parentesis", "Cateterismo (lunes): lesión del 80% en la DA", "lunes"),
        ("es_fecha_dia_semana_entre_parentesis", "Ingresó por urgencias (domingo) con disnea", "domingo"),
        ("es_fecha_dia_semana", "¿Sería posible que me den cita un viernes?", "viernes"),
    ],
)
def test_a_weekday_in_brackets_or_after_un_is_found(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("DATE", f"rules:{rule}")


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_edad_abreviada_tras_sexo", "Pcte Juan Carlos Hernández Mejía masc de 47 a, NSS IMSS", "47 a"),
        ("es_edad_abreviada_tras_nombre", "madre Karla Cruz, 22 a, empleada de tienda (Oxxo)", "22 a"),
        ("es_edad_a_los_sin_unidad", "Mi madre tuvo cáncer de mama a los 49, que es la edad que tengo", "49"),
        ("es_edad", "CIP: PUVI0790413006\nEdat: 33 anys\nData: dilluns", "33 anys"),
    ],
)
def test_ages_abbreviated_without_a_unit_or_in_catalan_are_found(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("AGE", f"rules:{rule}")


@pytest.mark.parametrize("text", ["Control a los 15. Sin incidencias.", "Revisiones a los 3, 6 y 12 meses."])
def test_a_follow_up_or_a_list_after_a_los_is_no_age(text: str) -> None:
    assert matched_by("es_edad_a_los_sin_unidad", text) == []


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("se quedan con la abuela mientras la mamá trabaja, tel mamá 55 6103 2297", "55 6103 2297"),
        ("Tel. del centro: 7761 2290", "7761 2290"),
        ("Contacto: 8845 2190, correo dayana.solis98@gmail.com", "8845 2190"),
    ],
)
def test_a_phone_after_whose_it_is_or_a_contact_field_is_found(text: str, phi: str) -> None:
    assert found(text).get(phi) == ("PHONE", "rules:es_telefono_tras_clave")


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_fecha_dia_mes_entre_parentesis", "pérdida de 4,5 kg. Ecocardiograma (06/02): FEVI 45 %", "06/02"),
        ("es_fecha_dia_mes_como_rotulo", "asterixis neg\nLabs 13/08: Hb 9.1 plaq 78 mil", "13/08"),
    ],
)
def test_a_day_and_month_in_brackets_or_as_a_label_is_a_date(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("DATE", f"rules:{rule}")


@pytest.mark.parametrize(
    "text", ["dolor de intensidad severa (EVA 10/10)", "Dolor (10/10): irradiado", "TA 12/08: normal"]
)
def test_a_score_or_a_blood_pressure_is_no_day_and_month(text: str) -> None:
    assert matched_by("es_fecha_dia_mes_entre_parentesis", text) == []
    assert matched_by("es_fecha_dia_mes_como_rotulo", text) == []


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("Se envía la muestra CRIT-PY-08817 al laboratorio", "CRIT-PY-08817"),
        ("IgM leptospira positiva (muestra LAB-LEP-2407-113).", "LAB-LEP-2407-113"),
        ("Isapre: Cruz Blanca – plan CB-6612\nCirujano", "CB-6612"),
    ],
)
def test_an_identifier_of_capitals_and_digits_joined_by_hyphens_is_found(text: str, phi: str) -> None:
    # (after a record's key, "Ficha: CRIT-PY-08817", `es_registro_tras_clave` finds it: tested with the keys)
    assert found(text).get(phi) == ("IDNUM", "rules:es_codigo_con_guiones")


@pytest.mark.parametrize("text", ["PCR COVID-19 negativa", "marcador CA-125 elevado", "SARS-CoV-2 y HER-2"])
def test_a_germs_or_a_markers_name_is_no_identifier(text: str) -> None:
    assert matched_by("es_codigo_con_guiones", text) == []


def test_a_mexican_social_security_number_after_imss_is_found() -> None:
    text = "Pcte masc de 47 a, NSS IMSS 1298 77 4512 3, orig y resid de Ecatepec"
    assert found(text).get("1298 77 4512 3") == ("HEALTHPLAN", "rules:es_nass")


@pytest.mark.parametrize(
    ("text", "phi"), [("masc de 47 a, orig y resid de Ecatepec (domicilio", "Ecatepec"), ("resid. en Soacha", "Soacha")]
)
def test_a_town_after_the_shorthand_of_origin_or_residence_is_found(text: str, phi: str) -> None:
    assert found(text).get(phi) == ("CITY", "rules:es_natural_de")


@pytest.mark.parametrize(
    ("text", "age", "occupation"),
    [
        ("Paciente acude con su hijo Wilber (27, albañil que trabaja en la obra)", "27", "albañil"),
        ("hija de Nilda Benítez (31, empleada de comercio) y Derlis", "31", "empleada de comercio"),
        ("Vive con su nieto Matías (34, enfermero en un CTI privado) en Cerro Norte", "34", "enfermero"),
        ("vive con su pareja Antonio Fernández (21, vendedor ambulante) y", "21", "vendedor ambulante"),
    ],
)
def test_an_age_without_its_unit_and_an_occupation_in_brackets_after_a_name_are_found(
    text: str, age: str, occupation: str
) -> None:
    spans = found(text)
    assert spans.get(age) == ("AGE", "rules:es_edad_sin_unidad_entre_parentesis")
    assert spans.get(occupation) == ("PROFESSION", "rules:es_profesion_tras_edad_entre_parentesis")


@pytest.mark.parametrize("text", ["Prednisona (30, 20 y 10 mg)", "Ciclos (4, cada 21 días)", "Lesiones (3, todos en"])
def test_a_number_opening_a_bracket_before_no_person_is_no_age(text: str) -> None:
    assert matched_by("es_profesion_tras_edad_entre_parentesis", text) == []
    assert matched_by("es_edad_sin_unidad_entre_parentesis", text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_nombres_en_lista_tras_familiares_2", "3. Tamizaje de hijos (Wilber, Rosmery y Freddy).", "Rosmery"),
        ("es_nombres_en_lista_tras_familiares_3", "3. Tamizaje de hijos (Wilber, Rosmery y Freddy).", "Freddy"),
        ("es_nombres_en_lista_tras_familiares_3", "tiene tres nietos: Mateo, Lucía y Álvaro.", "Álvaro"),
    ],
)
def test_the_later_names_of_a_list_after_relatives_named_together_are_found(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("NAME-RELATIVE", f"rules:{rule}")


def test_a_list_after_relatives_and_a_comma_names_no_one() -> None:
    text = "Contactar con sus padres, Hospital y Clínica de referencia"
    assert not [s for s in tagger().tag(Document("t", text)) if "es_nombres_en_lista" in s.source]


@pytest.mark.parametrize(
    ("text", "name", "age", "known"),
    [
        ("Descendencia: dos hijas, Lucía (12) y Aitana (9).", "Aitana", "9", True),
        ("Hermanos:\n- Xavi (38), sano.\n- Mar (35), enfermera", "Xavi", "38", True),
        ("mamá de Bautista Giménez (4 años) y de Mía (9 meses). Bauti", "Mía", "9 meses", True),
        ("- Hijos: Jesús Alberto (12), Yorgelis (8) y Santiago (3).", "Yorgelis", "8", False),
    ],
)
def test_a_name_with_an_age_in_brackets_is_found_with_the_age(text: str, name: str, age: str, known: bool) -> None:
    rules = (
        ("es_nombre_conocido_ante_edad_entre_parentesis", "es_edad_tras_nombre_conocido")
        if known
        else ("es_nombre_en_lista_con_edades_2", "es_edad_en_lista_con_edades_2")
    )
    assert [text[s.start : s.end] for s in matched_by(rules[0], text)].count(name) == 1
    assert age in [text[s.start : s.end] for s in matched_by(rules[1], text)]


@pytest.mark.parametrize(
    "text",
    [
        "Tratamiento: Metformina (850) cada 12 horas",  # a drug's dose
        "Ver apartado Resultados (3), tabla (2) y figura (4)",  # references
        "TA (120/80), FC (88) y Sat (98)",  # vital signs: not after an age
        "Dr. Osmany Rodríguez Lorenzo (1), Dra. Dayana Echevarría Pupo (2)\n(1) Hospital Clínico",  # affiliations
    ],
)
def test_a_number_in_brackets_after_no_name_is_no_age(text: str) -> None:
    for rule in ("es_edad_tras_nombre_conocido", "es_edad_en_lista_con_edades_2", "es_edad_en_lista_con_edades_3"):
        assert matched_by(rule, text) == []


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("Pareja: Derlis Giménez (24), mecánico en un taller de Posadas", "mecánico"),
        ("- Mar (35), enfermera en el Hospital de Manises.", "enfermera"),
        ("- Yusmary, 33, peluquera (trabajaba en un salón de Catia)", "peluquera"),
        ("• H-412 — Youssef El Amrani, 34 a., temporero en las fincas de Lepe.", "temporero"),
    ],
)
def test_an_occupation_after_an_age_without_its_unit_is_found(text: str, phi: str) -> None:
    assert [text[s.start : s.end] for s in matched_by("es_profesion_tras_edad_sin_unidad", text)] == [phi]


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_fiesta", "- 6/1/24 (Día de Reyes): fatiga y edemas", "Día de Reyes"),
        ("es_fiesta", "Se celebró el 27 de febrero, Día de la Independencia, con", "Día de la Independencia"),
        ("es_fiesta", "Fecha de parto: 8 de diciembre (Día de la Virgen de Caacupé)", "Día de la Virgen de Caacupé"),
        ("es_fiesta", "- Carnaval 2020: trombosis venosa profunda", "Carnaval"),
        ("es_fecha_meses_unidos_segundo", "temblor y caídas en agosto y septiembre.", "septiembre"),
        ("es_fecha_meses_unidos_primero", "entre marzo y mayo de 2020 tuvo", "marzo"),
        ("es_fecha_mes_suelto", "durante los meses de julio y agosto.", "julio"),
        ("es_fecha_dia_mes_fin_de_rango", "durante el ingreso del 5/10 al 7/10 por náuseas", "7/10"),
        ("es_fecha_dia_mes_abreviado", "Laboratorios 13/sep: leucocitos 9.800", "13/sep"),
        ("es_fecha_dia_mes_abreviado", "Ingreso 12-ENE-2023 por disnea", "12-ENE-2023"),
    ],
)
def test_holidays_joined_months_ranges_and_abbreviated_months_are_dates(rule: str, text: str, phi: str) -> None:
    assert phi in [text[s.start : s.end] for s in matched_by(rule, text)]


@pytest.mark.parametrize("text", ["Dosis 3-mar-ina", "Lote 12-SEPT", "Dilución 4/octavos"])
def test_a_number_before_letters_that_are_no_month_is_no_date(text: str) -> None:
    assert matched_by("es_fecha_dia_mes_abreviado", text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_documento", "Trabajador: Iker Zubizarreta     DNI: 72.514.884-H     Edad: 52", "72.514.884-H"),
        ("es_matricula", "Dr. Luis Cantú, MIP Medicina Interna. Matrícula 99187734.", "99187734"),
        ("es_registro_tras_clave", "cédula 1-0288-0741, expediente EB-SR2-11873.", "EB-SR2-11873"),
        (
            "es_paciente_nombre_desconocido",
            "Pacient: Jordi Puigdemont i Ribas     NHC: 2284471",
            "Jordi Puigdemont i Ribas",
        ),
        (
            "es_domicilio",
            "Adreça: Carrer de Benicarló 9, pta. 6, València\nTel.: 963",
            "Carrer de Benicarló 9, pta. 6, València",
        ),
        ("es_sanitario_nombre_desconocido", "Anestesia: raquídea\nInstrumentista: Rosaura\n", "Rosaura"),
        ("es_sanitario_con_nombre", "con apoyo de la técnica de enfermería Hilda Condori.", "Hilda Condori"),
    ],
)
def test_documents_licences_and_catalan_fields_are_found(rule: str, text: str, phi: str) -> None:
    assert [text[s.start : s.end] for s in matched_by(rule, text)] == [phi]


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_ciudad_extranjera", "Padre, Rafael Peña, fallecido en Nueva York en 2015.", "Nueva York"),
        ("es_ciudad_extranjera", "Su hija emigró a Londres hace dos años.", "Londres"),
        ("es_edad", "Edad: 2 años 4 meses\nHC: 0558213", "2 años 4 meses"),
        ("es_edad", "Edad: 1 año y 3 meses", "1 año y 3 meses"),
        ("es_edad_desde_los", "Consumo diario de cannabis desde los 16, incremento en el último año", "16"),
        ("es_edad_desde_los", "también tiene hipotiroidismo desde los 40 y la trata un endocrino", "40"),
        ("es_procedencia", "Auxiliar de enfermería Rosario Chay\nAldea: Chuicaxtún\n\nS: G1P0", "Chuicaxtún"),
        ("es_edad_a_los_al_inicio", "Antecedentes. A los 58 tuvo un infarto.", "58"),
        ("es_fecha_estacion_con_anio", "Dos episodios previos de broncoespasmo (otoño de 2023).", "otoño de 2023"),
        ("es_licencia_tras_clave", "Especialista en Medicina del Trabajo — Col. 48/12771", "48/12771"),
        (
            "es_sanitario_nombre_desconocido",
            "Plan: panel multigén.\nConsejera genética: Empar Tortosa",
            "Empar Tortosa",
        ),
        ("es_sanitario_entre_parentesis", "Enfermera de enlace (Begoña) contactará con el domicilio", "Begoña"),
    ],
)
def test_cities_abroad_ages_seasons_and_staff_are_found(rule: str, text: str, phi: str) -> None:
    assert [text[s.start : s.end] for s in matched_by(rule, text)] == [phi]


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        ("es_ciudad_extranjera", "stent (Carotid wallstent, Boston Scientific Co.) en la zona"),  # a firm
        ("es_edad_desde_los", "Vive en Madrid desde los 90, con su familia"),  # a decade
        ("es_edad_a_los_al_inicio", "A los 3 meses del alta está asintomática."),  # a time after an event
        ("es_licencia_tras_clave", "Domicilio: Col. Roma, CDMX"),  # a Mexican neighbourhood
    ],
)
def test_a_firm_a_decade_or_a_neighbourhood_is_no_city_age_or_licence(rule: str, text: str) -> None:
    assert matched_by(rule, text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        (
            "es_paciente_nombre_desconocido",
            "Alumno(a): Itzel Sánchez Coronado     No. de cuenta: 320118",
            "Itzel Sánchez Coronado",
        ),
        ("es_registro_tras_clave", "Nº historia: HRB/PED/24/1032\nEdad: 3 años", "HRB/PED/24/1032"),
        ("es_licencia_tras_clave", "Médica Radióloga — Colegio Médico de Honduras No. 11274", "11274"),
        ("es_edad_primera_persona", "Mi hijo tiene 2 años 4 meses y no come", "2 años 4 meses"),
    ],
)
def test_a_pupils_field_a_slashed_record_a_colleges_number_and_months_after_years_are_found(
    rule: str, text: str, phi: str
) -> None:
    assert [text[s.start : s.end] for s in matched_by(rule, text)] == [phi]


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_nombre_de_lista_con_edad_tras_de", "Tengo 46 años, dos hijas (Fernanda de 17 y Regina de 11) y", "Regina"),
        ("es_edad_de_lista_con_edad_tras_de", "Tengo 46 años, dos hijas (Fernanda de 17 y Regina de 11) y", "11"),
        ("es_edades_de_familiares_ultima", "sus cuatro hijos de 12, 9, 5 años y el recién nacido", "5 años"),
        ("es_edad_primera_persona", "(tengo 39 y soy kinesiólogo, así que", "39"),
        ("es_edad_primera_persona", "yo tengo a la bebé, a Valentina, que tiene ocho meses.", "ocho meses"),
        ("es_profesion_sanitaria_propia", "(tengo 39 y soy kinesiólogo, así que", "kinesiólogo"),
        ("es_edad_tras_con", "imagínate, con 82 años todavía quiere atender la tienda", "82 años"),
        ("es_edad_diminutiva", "la mamá de Santiago, el gordito de 3 añitos que usted vio", "3 añitos"),
        ("es_nombre_tras_le_habla", "Buenas doctora. Le habla Yusmary, la mamá de Santiago", "Yusmary"),
        ("es_pasaporte", "Pasaporte: NO-FJ7723108          Nacionalidad: noruega", "NO-FJ7723108"),
        ("es_profesion_por_nombre", "Padres: Iñaki Etxeberria (ertzaina) y Maite", "ertzaina"),
    ],
)
def test_ages_names_and_jobs_of_patients_messages_are_found(rule: str, text: str, phi: str) -> None:
    assert phi in [text[s.start : s.end] for s in matched_by(rule, text)]


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        ("es_edad_tras_con", "Dolor abdominal con 3 años de evolución"),  # a duration
        ("es_edad_primera_persona", "tengo 2 hijos y un nieto"),  # a count
        ("es_nombre_tras_le_habla", "Le habla Enfermería de planta 3"),  # a department
        ("es_nombre_de_lista_con_edad_tras_de", "Hospital de 12 camas, y Sala de 5"),  # no given name
    ],
)
def test_a_duration_a_count_or_a_department_is_no_age_or_name(rule: str, text: str) -> None:
    assert matched_by(rule, text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        (
            "es_autor_de_resena",
            "Clínica Dental Sonríe Triana — Sevilla\nReseña de Rocío Montoya · hace 2 semanas",
            "Rocío Montoya",
        ),
        ("es_autor_de_resena", "Opinión de Nico B. — verificada · 15/04/2024", "Nico B."),
        (
            "es_nombre_tras_a_personal",
            "las enfermeras del tercer piso, sobre todo a Yadira que siempre me buscaba",
            "Yadira",
        ),
        (
            "es_nombre_entre_parentesis_tras_oficio",
            "porque la secretaria (Silvina) nunca contesta el WhatsApp",
            "Silvina",
        ),
        ("es_edad_en_cabecera", "Paciente: Romero Galán    NUHSA: AN0788221463    58 años\nFecha: sábado", "58 años"),
        ("es_registro_medico", "Dra. Olguín Tapia\nMédico Patólogo — RNPI 118273", "118273"),
    ],
)
def test_reviews_writers_names_after_a_and_header_ages_are_found(rule: str, text: str, phi: str) -> None:
    assert [text[s.start : s.end] for s in matched_by(rule, text)] == [phi]


@pytest.mark.parametrize(
    "text",
    [
        "Se remite a Salud Mental para valoración",
        "positividad frente a EMA. Tras la biopsia",
        "derivada a Cruz Roja.",
        "accidente de trabajo y se notifica a Salud en el Trabajo.",
    ],
)
def test_a_service_or_an_antibody_after_a_is_no_name(text: str) -> None:
    assert matched_by("es_nombre_tras_a_personal", text) == []


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("Hijo Brandon (19), estudiante de la UAM Xochimilco.", "UAM Xochimilco"),
        ("Mi hija estudia en la UNAM.", "UNAM"),
    ],
)
def test_a_university_by_its_acronym_where_someone_studies_is_found(text: str, phi: str) -> None:
    assert [text[s.start : s.end] for s in matched_by("es_siglas_de_centro_de_estudios", text)] == [phi]


@pytest.mark.parametrize("text", ["estudiante de la ESO en un instituto", "su madre trabaja en la UCI del hospital"])
def test_a_stage_of_schooling_or_a_ward_is_no_university(text: str) -> None:
    assert matched_by("es_siglas_de_centro_de_estudios", text) == []


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("es_telefono_tras_clave", "a RRHH (Yariela Castillo, tel. 774-5521). Reevaluación", "774-5521"),
        ("es_telefono_gratuito", "línea PAS de ASSMCA 1-800-981-0023. Próxima cita", "1-800-981-0023"),
        ("es_sanitario_con_nombre", "Gerocultora Iria Losada / DUE Antía Fernández", "Iria Losada"),
        ("es_sanitario_con_nombre", "Se informa al supervisor Inocencio Miranda y a RRHH", "Inocencio Miranda"),
        ("es_sanitario_abreviado", "Ft. Manuela Cárdenas Giraldo, TP 50712", "Manuela Cárdenas Giraldo"),
        ("es_documento_tras_clave", "su hijo Jhon (TI 1.107.558.093, 11 años)", "1.107.558.093"),
        ("es_edad_desde_los", "lactancia materna + alimentación complementaria desde los 6 meses (sopa)", "6 meses"),
        ("es_aseguradora_tras_sigla", "Se entrega carta para la ARL Positiva (radicado POS-55190)", "Positiva"),
    ],
)
def test_phones_staff_documents_and_insurers_of_latin_american_notes_are_found(rule: str, text: str, phi: str) -> None:
    assert [text[s.start : s.end] for s in matched_by(rule, text)] == [phi]


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        ("es_sanitario_con_nombre", "Hospital Clínico. Profesor Martín Lagos, s/n. 28040 Madrid"),  # a street
        ("es_edad_desde_los", "dolor abdominal desde los 3 meses de evolución"),  # a duration
    ],
)
def test_a_street_after_a_title_or_a_duration_is_no_name_or_age(rule: str, text: str) -> None:
    assert matched_by(rule, text) == []
