# Writes the layout fixtures of this folder: one String Catalog written by the tools scripts and editors use
# (Python's json module, JavaScript's JSON.stringify) in each of their layouts, before (`NAME.xcstrings`) and
# after (`NAME.updated.xcstrings`) the update StringCatalogLayoutTests makes with tabspec. The "after" file is
# the same tool's output for the updated data, so a test that compares tabspec's output with it compares it
# with what the file's own tool writes. Run from this folder (Python 3, Node.js):
#
#     python3 make-layouts.py
import copy
import json
import subprocess


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def owned(comment, en, **others):
    localizations = {language: unit(value) for language, value in others.items()}
    localizations["en"] = unit(en)
    return {"comment": comment, "extractionState": "manual",
            "localizations": dict(sorted(localizations.items()))}


def title(tab, text, **others):
    return owned(f"Title of the '{tab}' tab of the MainTab tab bar", text, **others)


# The catalog: the app's own keys (one Xcode extracted, an empty one, a plural with substitutions of a
# format, non-ASCII text and an emoji) and the keys tabspec keeps.
STRINGS = {
    "Café": {"localizations": {"de": unit("Café"), "ja": unit("カフェ ☕️")}},
    "Done": {"comment": "A button", "localizations": {"de": unit("Fertig")}},
    "Later": {},
    "MainTab.home.title": title("home", "Home", de="Start", ja="ホーム"),
    "MainTab.old.title": title("old", "Old", de="Alt"),
    "MainTab.profile.title": title("profile", "Profile", de="Profil"),
    "Welcome %lld": {"localizations": {"de": {"variations": {"plural": {
        "one": unit("Willkommen, 1 Gast 🏠"), "other": unit("Willkommen, %lld Gäste 🏠")}}}},
        "shouldTranslate": True},
}

# Keys in an order no sorting writer gives, and the home entry's members out of Xcode's order.
UNSORTED = ["MainTab.profile.title", "MainTab.home.title", "Welcome %lld", "Done", "MainTab.old.title", "Café", "Later"]

# The update: the keys tabspec is given, in that order; `home` changes its text, `old` is gone (stale).
ADDED = {
    "About.title": title("about", "About"),
    "MainTab.inbox.title": title("inbox", "Boîte de réception"),
    "zoom.title": title("zoom", "Zoom 🔍"),
}
KEY_ORDER = ["About.title", "MainTab.home.title", "MainTab.inbox.title", "MainTab.profile.title", "zoom.title"]


def catalog(strings):
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def precedes(a, b):
    """Xcode's key order for these keys (ASCII letters and punctuation, no digits): case-insensitive."""
    return (a.lower(), a) < (b.lower(), b)


def updated(strings):
    strings = copy.deepcopy(strings)
    home = strings["MainTab.home.title"]["localizations"]
    home["en"]["stringUnit"]["value"] = "Start here"
    for language in home:
        if language != "en":
            home[language]["stringUnit"]["state"] = "needs_review"
    strings["MainTab.old.title"]["extractionState"] = "stale"
    items = list(strings.items())
    for key in KEY_ORDER:
        if key not in ADDED:
            continue
        # After the greatest key that sorts before it, or first: tabspec's rule for any order.
        before = [index for index, (other, _) in enumerate(items) if precedes(other, key)]
        greatest = max(before, key=lambda index: (items[index][0].lower(), items[index][0]), default=None)
        items.insert(0 if greatest is None else greatest + 1, (key, ADDED[key]))
    return dict(items)


def javascript(document):
    script = "const d = JSON.parse(require('fs').readFileSync(0, 'utf8')); process.stdout.write(JSON.stringify(d, null, 2))"
    return subprocess.run(["node", "-e", script], input=json.dumps(document), capture_output=True, text=True, check=True).stdout


LAYOUTS = {
    # name: (writer, final newline, line break)
    "Python": (lambda d: json.dumps(d, indent=2, ensure_ascii=False), "", "\n"),
    "JavaScript": (javascript, "\n", "\n"),
    "FourSpaces": (lambda d: json.dumps(d, indent=4, ensure_ascii=False), "\n", "\n"),
    "TabIndented": (lambda d: json.dumps(d, indent="\t", ensure_ascii=False), "\n", "\n"),
    "CRLF": (lambda d: json.dumps(d, indent=2, ensure_ascii=False), "\r\n", "\r\n"),
    "EscapedASCII": (lambda d: json.dumps(d, indent=2), "\n", "\n"),
    "Minified": (lambda d: json.dumps(d, separators=(",", ":"), ensure_ascii=False), "", "\n"),
    "OneLine": (lambda d: json.dumps(d, ensure_ascii=False), "\n", "\n"),
    "Unsorted": (lambda d: json.dumps(d, indent=2, ensure_ascii=False), "\n", "\n"),
}

for name, (write, final, line_break) in LAYOUTS.items():
    strings = STRINGS
    if name == "Unsorted":
        strings = {key: STRINGS[key] for key in UNSORTED}
        home = strings["MainTab.home.title"]
        strings["MainTab.home.title"] = {key: home[key] for key in ["localizations", "comment", "extractionState"]}
    for suffix, data in [("", strings), (".updated", updated(strings))]:
        text = write(catalog(data)).replace("\n", line_break) + final
        with open(f"{name}{suffix}.xcstrings", "w", encoding="utf-8", newline="") as file:
            file.write(text)
