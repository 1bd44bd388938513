"""phiscrub inside other toolkits: a spaCy component (`spacy`) and a Presidio recognizer (`presidio`).

Each module imports its toolkit at the top, so it is imported only by whoever uses that toolkit.
"""
