#!/usr/bin/env python3
"""scripts/ts_fill.py on a small .ts file: list, apply (and its refusals), check."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

TS_FILL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                       "ts_fill.py")

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Headroom::A</name>
    <message>
        <source>&amp;Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::B</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="vanished">ушло</translation>
    </message>
</context>
<context>
    <name>Headroom::Commands</name>
    <message>
        <source>Remove calibration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::C</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""


def run(*args):
    env = dict(os.environ, LCONVERT="/bin/true")  # keep the test free of Qt tools
    return subprocess.run([sys.executable, TS_FILL, *args], capture_output=True, text=True,
                          env=env)


class TsFillTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.ts = os.path.join(self.dir.name, "headroom_ru.ts")
        with open(self.ts, "w", encoding="utf-8") as f:
            f.write(TS)

    def tearDown(self):
        self.dir.cleanup()

    def apply(self, entries):
        path = os.path.join(self.dir.name, "fill.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(entries, f, ensure_ascii=False)
        return run("apply", path, self.ts)

    def test_list_gives_a_slot_per_form(self):
        result = run("list", self.ts)
        self.assertEqual(result.returncode, 0, result.stderr)
        entries = {(e["context"], e["source"]): e for e in json.loads(result.stdout)}
        self.assertEqual(set(entries), {("Headroom::A", "&Open %1"), ("Headroom::A", "%n GPU(s)"),
                                        ("Headroom::B", "none"), ("Headroom::C", "none"),
                                        ("Headroom::Commands", "Remove calibration")})
        self.assertEqual(entries[("Headroom::A", "%n GPU(s)")]["ru"], ["", "", ""])
        self.assertTrue(entries[("Headroom::A", "%n GPU(s)")]["plural"])
        self.assertEqual(entries[("Headroom::A", "&Open %1")]["ru"], "")

    def test_apply_then_check_passes_except_the_obsolete(self):
        result = self.apply([
            {"context": "Headroom::A", "source": "&Open %1", "ru": "&Открыть %1"},
            {"context": "Headroom::A", "source": "%n GPU(s)",
             "ru": ["%n GPU", "%n GPU", "%n GPU"]},
            {"source": "none", "ru": "нет"},  # no context: every context
            {"context": "Headroom::Commands", "source": "Remove calibration",
             "ru": "удаление калибровки"},
        ])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(json.loads(run("list", self.ts).stdout), [])
        check = run("check", self.ts)
        self.assertEqual(check.returncode, 1)
        self.assertIn("obsolete", check.stdout)
        self.assertIn("'gone'", check.stdout)
        self.assertEqual(check.stdout.count("\n"), 2, check.stdout)  # that line and the count

    def test_apply_refuses_wrong_placeholders_forms_and_mnemonics(self):
        with open(self.ts, encoding="utf-8") as f:
            before = f.read()
        for entry, why in [
            ({"context": "Headroom::A", "source": "&Open %1", "ru": "&Открыть"}, "placeholders"),
            ({"context": "Headroom::A", "source": "&Open %1", "ru": "Открыть %1"}, "mnemonic"),
            ({"context": "Headroom::A", "source": "%n GPU(s)", "ru": ["%n GPU", "%n GPU"]},
             "plural forms"),
            ({"context": "Headroom::A", "source": "%n GPU(s)", "ru": "%n GPU"}, "plural"),
            ({"context": "Headroom::A", "source": "no such text", "ru": "x"}, "no such message"),
            # "Отменить Удалить калибровку": an undo text is a noun of action, not a verb
            ({"context": "Headroom::Commands", "source": "Remove calibration",
              "ru": "Удалить калибровку"}, "noun of action"),
        ]:
            result = self.apply([entry])
            self.assertEqual(result.returncode, 1, entry)
            self.assertIn(why, result.stderr)
            with open(self.ts, encoding="utf-8") as f:
                self.assertEqual(f.read(), before, "nothing written")

    def test_check_finds_one_text_translated_two_ways(self):
        self.apply([{"context": "Headroom::B", "source": "none", "ru": "нет"},
                    {"context": "Headroom::C", "source": "none", "ru": "ничего"}])
        check = run("check", self.ts)
        self.assertEqual(check.returncode, 1)
        self.assertIn("conflict", check.stdout)
        self.assertIn("unfinished", check.stdout)  # &Open %1 and the plural are still open


if __name__ == "__main__":
    unittest.main()
