"""The annotation page end to end in headless Chromium (Debian's `chromium` and `chromium-driver`, via Selenium).

Skipped, with the reason shown, where Selenium, chromium or chromedriver is missing.
"""

from __future__ import annotations

import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from phiscrub.document import Document, Span
from phiscrub.io.jsonl import read_jsonl

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")

try:
    import fastapi  # noqa: F401
    import selenium  # noqa: F401
    import uvicorn
except ImportError:
    HAVE_PACKAGES = False
else:
    HAVE_PACKAGES = True

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not HAVE_PACKAGES, reason="needs selenium, fastapi and uvicorn (pip install selenium)"),
    pytest.mark.skipif(
        CHROMIUM is None or CHROMEDRIVER is None,
        reason="needs a headless browser: apt-get install chromium chromium-driver",
    ),
]

TEXT = "Name: Ana Ruiz \U0001f642\nAge: 45 years. Seen on 03/04/2021 in Madrid, Spain.\n"  # an emoji: 2 UTF-16 units


def at(phrase: str, label: str) -> Span:
    start = TEXT.index(phrase)
    return Span(start, start + len(phrase), label)


# pre-annotations as a weak model would give them: two right, Madrid mislabelled, "Seen" a false positive, age missed
POOL = [
    Document(
        "n1", TEXT, (at("Ana Ruiz", "PATIENT"), at("03/04/2021", "DATE"), at("Madrid", "PATIENT"), at("Seen", "DOCTOR"))
    )
]

SELECT = """
const needle = arguments[0];
const walker = document.createTreeWalker(document.getElementById("note"), NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const i = node.data.indexOf(needle);
  if (i >= 0) {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + needle.length);
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
    return true;
  }
}
return false;
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    from phiscrub.active.app import create_app
    from phiscrub.active.session import AnnotationSession, SessionSettings

    out = tmp_path / "annotations.jsonl"
    session = AnnotationSession(POOL, out, SessionSettings(batch=10))
    port = free_port()
    config = uvicorn.Config(create_app(session), host="127.0.0.1", port=port, log_level="warning")
    app_server = uvicorn.Server(config)
    thread = threading.Thread(target=app_server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not app_server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert app_server.started
    yield f"http://127.0.0.1:{port}/", out
    app_server.should_exit = True
    thread.join(10)


@pytest.fixture
def browser() -> Iterator[object]:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    yield driver
    driver.quit()


def test_correct_delete_add_and_save_a_note_in_the_browser(server: tuple[str, Path], browser: object) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    url, out = server
    driver.get(url)  # type: ignore[attr-defined]
    wait = WebDriverWait(driver, 20)
    wait.until(expected_conditions.presence_of_element_located((By.XPATH, "//mark[text()='Madrid']")))
    assert len(driver.find_elements(By.CSS_SELECTOR, "mark.phi.suggested")) == 4  # type: ignore[attr-defined]
    keys = ActionChains(driver)  # type: ignore[arg-type]

    # correct: select the mislabelled span with the mouse, then pick CITY with its shortcut (6th quick label)
    driver.find_element(By.XPATH, "//mark[text()='Madrid']").click()  # type: ignore[attr-defined]
    keys.send_keys("6").perform()
    wait.until(
        expected_conditions.presence_of_element_located((By.XPATH, "//mark[text()='Madrid'][@data-label='CITY']"))
    )

    # delete: select the false positive and press Delete
    driver.find_element(By.XPATH, "//mark[text()='Seen']").click()  # type: ignore[attr-defined]
    keys.send_keys(Keys.DELETE).perform()
    wait.until(expected_conditions.invisibility_of_element_located((By.XPATH, "//mark[text()='Seen']")))

    # add: select the missed age and click its type in the palette
    assert driver.execute_script(SELECT, "45")  # type: ignore[attr-defined]
    driver.find_element(By.CSS_SELECTOR, "#labels button[data-label='AGE']").click()  # type: ignore[attr-defined]
    wait.until(expected_conditions.presence_of_element_located((By.XPATH, "//mark[text()='45'][@data-label='AGE']")))

    # offsets past the emoji are code points here and UTF-16 units in the browser: the page converts
    assert driver.execute_script(SELECT, "Spain")  # type: ignore[attr-defined]
    keys.send_keys("6").perform()

    keys.send_keys(Keys.ENTER).perform()  # save (accepting the two right suggestions) and go on
    wait.until(expected_conditions.text_to_be_present_in_element((By.ID, "status"), "Saved 5 span(s)"))
    saved = list(read_jsonl(out))
    assert len(saved) == 1
    assert sorted((s.label, TEXT[s.start : s.end]) for s in saved[0].spans) == [
        ("AGE", "45"),
        ("CITY", "Madrid"),
        ("CITY", "Spain"),
        ("DATE", "03/04/2021"),
        ("PATIENT", "Ana Ruiz"),
    ]
    wait.until(expected_conditions.text_to_be_present_in_element((By.ID, "note"), "Every note of the pool"))
