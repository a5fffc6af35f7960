#!/usr/bin/env python3
"""Adds (or replaces) built-in catalog models read from their config.json by the app's own
importer, so that a catalog entry is exactly what `headroom-cli import` reads from the file
(tst_catalogdata's catalogReadsAsItsConfig checks the two agree).

  scripts/catalog-add-model.py CLI ENTRIES.json

CLI is the built headroom-cli (build/full/app/cli/headroom-cli). ENTRIES.json is a list of
objects: {"config": "tests/data/hf/...json", "id": "...", "name": "...", "hf_id": "...",
"family": "...", "provenance": {"source": ..., "as_of": "YYYY-MM-DD", "confidence": ...,
"notes": ...}, "after": "existing-id" (optional: where to insert)}. The entry's parameter
counts are the importer's exact ones (the total with the vision tower, as published totals
count it); a model card's rounded figures belong in the notes.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(ROOT, "resources", "catalog", "models.json")


def main():
    cli, entries_path = sys.argv[1], sys.argv[2]
    with open(entries_path, encoding="utf-8") as f:
        entries = json.load(f)
    with open(CATALOG, encoding="utf-8") as f:
        catalog = json.load(f)
    models = catalog["models"]
    for e in entries:
        out = subprocess.run([cli, "import", os.path.join(ROOT, e["config"]), "--json"],
                             check=True, capture_output=True, text=True).stdout
        read = json.loads(out)
        model = read["model"]
        for key in ("id", "name", "hf_id", "family", "provenance"):
            model[key] = e[key]
        # declared totals count the vision tower, as published ones do (parameterCountWarnings)
        model["parameters"] = read["parameters"] + model.get("vision", {}).get("parameters", 0)
        model.pop("active_parameters", None)
        if model.get("moe", {}).get("num_experts", 0) > 0:  # MoE only, as the catalog declares
            model["active_parameters"] = read["active_parameters"]
        ids = [m["id"] for m in models]
        if model["id"] in ids:
            models[ids.index(model["id"])] = model
        elif e.get("after") in ids:
            models.insert(ids.index(e["after"]) + 1, model)
        else:
            models.append(model)
        print(f'{model["id"]}: {read["parameters"]:,} parameters'
              f' ({read.get("active_parameters", read["parameters"]):,} active)')
    with open(CATALOG, "w", encoding="utf-8") as f:
        f.write(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
