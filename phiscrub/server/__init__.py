"""The REST server of `phiscrub serve`: tag and de-identify notes over HTTP (FastAPI, run by uvicorn).

`settings` holds the server's configuration, `service` the model of one worker process and what it does to a note,
`schemas` the request and response bodies, and `app` the FastAPI application around them (auth, size and document
caps, timeout, errors that never carry note text). Needs the `server` extra: `pip install 'phiscrub[server]'`.
"""
