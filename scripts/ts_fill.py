#!/usr/bin/env python3
"""Mechanical translation passes over Qt Linguist .ts files (Python 3 standard library only).

  ts_fill.py list [--all] [TS...]        unfinished messages of the .ts files as JSON, one entry
                                         per (context, source, comment) with a slot per language
  ts_fill.py apply FILE.json [TS...]     writes the translations of FILE.json into the .ts files
  ts_fill.py check [--committed ORIG] TS lists what is unfinished, missing, obsolete, has
                                         wrong placeholders or translates one source text
                                         two ways; exit status 1 when anything is

TS defaults to translations/headroom_*.ts. An entry of FILE.json:

  {"context": "Headroom::MainWindow", "source": "&File", "comment": "",
   "ru": "&Файл", "pl": "&Plik"}
  {"context": "Headroom::Display", "source": "%Ln token(s)", "plural": true,
   "ru": ["%Ln токен", "%Ln токена", "%Ln токенов"], "pl": ["%Ln token", "%Ln tokeny", "%Ln tokenów"]}

"context" may be left out (or null): the entry then applies to that source text (and comment) in
every context. Plural forms come as a list in the language's order (Russian and Polish: one,
few, many; Qt's numerus rules pick the form). "comment" is the disambiguation, tr()'s second
argument; "extracomment" (the //: note for translators) is informational only. A language whose
value is missing or empty is left as it is. A translation is refused (nothing is written) when
its placeholders (%1, %2, %n, %Ln) or its mnemonic (&) differ from the source's.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLURAL_FORMS = {"ru": 3, "pl": 3, "en": 2}
PLACEHOLDER = re.compile(r"%L?(?:n|\d{1,2})")
MNEMONIC = re.compile(r"&(?!&)[^\s&;]")


def default_ts_files():
    return sorted(glob.glob(os.path.join(ROOT, "translations", "headroom_*.ts")))


def language_of(tree, path):
    lang = tree.getroot().get("language") or ""
    if not lang:
        match = re.search(r"_([a-z]{2})\.ts$", path)
        lang = match.group(1) if match else ""
    return lang.split("_")[0]


def text_of(element):
    return element.text or "" if element is not None else ""


class Message:
    def __init__(self, context, element):
        self.context = context
        self.element = element
        self.source = text_of(element.find("source"))
        self.comment = text_of(element.find("comment"))
        self.extracomment = text_of(element.find("extracomment"))
        self.plural = element.get("numerus") == "yes"
        self.translation = element.find("translation")
        if self.translation is None:
            self.translation = ET.SubElement(element, "translation")
            self.translation.set("type", "unfinished")

    @property
    def key(self):
        return (self.context, self.source, self.comment)

    @property
    def state(self):
        return self.translation.get("type") or "finished"

    def forms(self):
        if self.plural:
            return [text_of(f) for f in self.translation.findall("numerusform")]
        return [text_of(self.translation)]

    def value(self):
        forms = self.forms()
        return forms if self.plural else forms[0]


def read_ts(path):
    tree = ET.parse(path)
    messages = []
    for context in tree.getroot().findall("context"):
        name = text_of(context.find("name"))
        for element in context.findall("message"):
            messages.append(Message(name, element))
    return tree, messages


def write_ts(tree, path):
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    # lconvert writes the file the way lupdate does, so the next lupdate run changes nothing.
    lconvert = os.environ.get("LCONVERT") or next(
        (c for c in ("/usr/lib/qt6/bin/lconvert", shutil.which("lconvert6"),
                     shutil.which("lconvert")) if c and os.access(c, os.X_OK)), None)
    if lconvert:
        subprocess.run([lconvert, "-i", path, "-o", path], check=True)


def problems_of(source, forms, plural, lang, context=None):
    """What is wrong with a finished translation, as a list of strings."""
    problems = []
    # An undo command's text follows "Undo " / "Отменить " / "Cofnij " as one phrase: a
    # lower-case noun of action ("добавление конфигурации"), or a "Label: value" setting
    # ("Батч: 4"); never a verb in the imperative ("Отменить Откалибровать ...").
    if context == "Headroom::Commands" and lang in ("ru", "pl"):
        for form in forms:
            if form and ": " not in form and form[:1] != form[:1].lower():
                problems.append("an undo text is a lower-case noun of action or 'Label: value': %r"
                                % form)
    if plural and len(forms) != PLURAL_FORMS.get(lang, len(forms)):
        problems.append("%d plural forms, %s needs %d" % (len(forms), lang, PLURAL_FORMS[lang]))
    want = sorted(set(PLACEHOLDER.findall(source)))
    for form in forms:
        got = sorted(set(PLACEHOLDER.findall(form)))
        if plural:  # a form may leave the number out ("one token" -> "токен"), not add one
            if not set(got) <= set(want) | {"%n", "%Ln"}:
                problems.append("placeholders %s, the source has %s: %r" % (got, want, form))
            if set(want) - {"%n", "%Ln"} - set(got):
                problems.append("placeholders %s, the source has %s: %r" % (got, want, form))
        elif got != want:
            problems.append("placeholders %s, the source has %s: %r" % (got, want, form))
        if bool(MNEMONIC.search(source)) != bool(MNEMONIC.search(form)):
            problems.append("mnemonic (&) differs from the source: %r" % form)
        if not form.strip():
            problems.append("empty translation")
    return problems


def locate(source):
    """Source files that contain the text, for the translator's context."""
    needle = json.dumps(source, ensure_ascii=False)[1:-1]
    hits = []
    for top in ("core", "ui", "app"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if not name.endswith((".cpp", ".h", ".ui")):
                    continue
                path = os.path.join(dirpath, name)
                try:
                    with open(path, encoding="utf-8") as f:
                        if needle in f.read():
                            hits.append(os.path.relpath(path, ROOT))
                except (OSError, UnicodeDecodeError):
                    pass
    return hits


def command_list(args):
    entries = {}
    order = []
    for path in args.ts or default_ts_files():
        tree, messages = read_ts(path)
        lang = language_of(tree, path)
        for m in messages:
            if m.state in ("obsolete", "vanished"):
                continue
            if not args.all and m.state != "unfinished":
                continue
            entry = entries.get(m.key)
            if entry is None:
                entry = {"context": m.context, "source": m.source, "comment": m.comment,
                         "extracomment": m.extracomment, "plural": m.plural,
                         "files": locate(m.source)}
                entries[m.key] = entry
                order.append(m.key)
            value = m.value()
            if m.plural:
                value = (value + [""] * PLURAL_FORMS.get(lang, 2))[:PLURAL_FORMS.get(lang, 2)]
            entry[lang] = value
    json.dump([entries[k] for k in order], sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


def command_apply(args):
    with open(args.json, encoding="utf-8") as f:
        entries = json.load(f)
    errors = []
    pending = []
    used = [False] * len(entries)
    for path in args.ts or default_ts_files():
        tree, messages = read_ts(path)
        lang = language_of(tree, path)
        changed = 0
        for i, entry in enumerate(entries):
            value = entry.get(lang)
            if value in (None, "", []):
                continue
            context = entry.get("context")
            comment = entry.get("comment") or ""
            targets = [m for m in messages
                       if m.source == entry["source"] and m.comment == comment
                       and (context is None or m.context == context)
                       and m.state not in ("obsolete", "vanished")]
            if targets:
                used[i] = True
            for m in targets:
                forms = value if isinstance(value, list) else [value]
                if m.plural != isinstance(value, list):
                    errors.append("%s: %s %r: %s" % (path, m.context, m.source,
                                  "plural: give a list of forms" if m.plural
                                  else "not plural: give one string"))
                    continue
                problems = problems_of(m.source, forms, m.plural, lang, m.context)
                if problems:
                    errors.extend("%s: %s %r: %s" % (path, m.context, m.source, p)
                                  for p in problems)
                    continue
                t = m.translation
                for child in list(t):
                    t.remove(child)
                if m.plural:
                    t.text = None
                    for form in forms:
                        ET.SubElement(t, "numerusform").text = form
                else:
                    t.text = forms[0]
                t.attrib.pop("type", None)
                changed += 1
        pending.append((tree, path, changed))
    for i, entry in enumerate(entries):
        if not used[i]:
            errors.append("no such message: %s %r" % (entry.get("context"), entry["source"]))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print("nothing written", file=sys.stderr)
        return 1
    for tree, path, changed in pending:
        write_ts(tree, path)
        print("%s: %d translation(s) written" % (os.path.relpath(path), changed))
    return 0


def command_check(args):
    tree, messages = read_ts(args.ts)
    lang = language_of(tree, args.ts)
    committed = None
    if args.committed:
        _, old = read_ts(args.committed)
        committed = {m.key for m in old}
    name = os.path.basename(args.committed or args.ts)
    lines = []
    for m in messages:
        where = "%s: %s: %r" % (name, m.context, m.source)
        if m.comment:
            where += " (%s)" % m.comment
        if m.state in ("obsolete", "vanished"):
            lines.append("obsolete   " + where)
        elif m.state == "unfinished":
            missing = committed is not None and m.key not in committed
            lines.append(("missing    " if missing else "unfinished ") + where)
        else:
            for p in problems_of(m.source, m.forms(), m.plural, lang, m.context):
                lines.append("wrong      " + where + ": " + p)
    # One text, one translation, unless a disambiguation comment tells the uses apart: the same
    # words read the same everywhere, and a message that moves to another context can take its
    # translation along by source text (docs/translations.md, Contexts).
    seen = {}
    for m in messages:
        if m.state == "finished":
            seen.setdefault((m.source, m.comment), {}).setdefault(tuple(m.forms()), []).append(m)
    for (source, comment), variants in seen.items():
        if len(variants) > 1:
            lines.append("conflict   %s: %r translates %d ways: %s (add a disambiguation comment "
                         "or translate it one way)" % (name, source, len(variants), "; ".join(
                             "%s in %s" % (" / ".join(forms), ", ".join(m.context for m in ms))
                             for forms, ms in variants.items())))
    for line in lines:
        print(line)
    if lines:
        print("%s: %d message(s) to fix" % (name, len(lines)))
        return 1
    print("%s: %d message(s), all translated" % (name, len(messages)))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="unfinished messages as JSON")
    p.add_argument("--all", action="store_true", help="every message, finished ones too")
    p.add_argument("ts", nargs="*")
    p = sub.add_parser("apply", help="write translations from a JSON file")
    p.add_argument("json")
    p.add_argument("ts", nargs="*")
    p = sub.add_parser("check", help="fail on unfinished, missing, obsolete or wrong messages")
    p.add_argument("--committed", help="the .ts file as committed, to tell missing from unfinished")
    p.add_argument("ts")
    args = parser.parse_args()
    return {"list": command_list, "apply": command_apply, "check": command_check}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
