#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_project (tests/data/fuzz/project): the sample project as
`headroom-cli new --from-sample` writes it, with a custom MoE model, a custom sliding-window model
and a catalog snapshot added, and the version-1 and version-2 fixtures of tests/data/store; every
file rewritten with 512-byte pages so that the seeds stay small. Run from the repository root:
    tests/fuzz/make_project_corpus.py build/h1/app/cli/headroom-cli
The files are committed."""
import json, os, shutil, sqlite3, subprocess, sys, tempfile

OUT = os.path.join("tests", "data", "fuzz", "project")
LLAMA = {"id": "llama-3.1-8b", "name": "Llama-3.1-8B", "model_type": "llama", "num_layers": 32,
         "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
         "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 128256, "max_context": 131072,
         "parameters": 8030261248, "default_weight_format": "bf16"}
MOE = dict(LLAMA, id="my-moe", name="My MoE", model_type="mixtral",
           moe={"num_experts": 8, "experts_per_token": 2, "moe_intermediate_size": 14336})
SLIDING = dict(LLAMA, id="my-gemma", name="My Gemma", num_layers=4, sliding_window=4096,
               attention_layers=[{"layers": 1, "kind": "sliding", "window": 4096},
                                 {"layers": 1, "kind": "full"},
                                 {"layers": 2, "kind": "linear", "state_bytes": 1048576}],
               mla={"kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64,
                    "qk_nope_head_dim": 128, "v_head_dim": 128})


def shrink(path, out):
    shutil.copy(path, out)
    db = sqlite3.connect(out)
    db.execute("PRAGMA journal_mode=DELETE")
    db.execute("PRAGMA page_size=512")
    db.execute("VACUUM")
    db.close()


def main():
    cli = sys.argv[1]
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        sample = os.path.join(tmp, "sample.headroom")
        subprocess.run([cli, "new", sample, "--from-sample"], check=True, capture_output=True)
        shrink(sample, os.path.join(OUT, "sample-v3.headroom"))
        db = sqlite3.connect(sample)
        for i, model in enumerate([MOE, SLIDING]):
            db.execute("INSERT INTO custom_models VALUES (?, ?, ?)", (i, model["id"], json.dumps(model)))
        db.execute("INSERT INTO catalog_snapshots VALUES (0, 'model', ?, ?)", (LLAMA["id"], json.dumps(LLAMA)))
        db.execute("UPDATE deployments SET model_id = 'my-moe' WHERE position = 0")
        db.commit()
        db.close()
        shrink(sample, os.path.join(OUT, "custom-models-v3.headroom"))
    for version in (1, 2):
        fixture = os.path.join("tests", "data", "store", "sample-v%d.headroom" % version)
        shrink(fixture, os.path.join(OUT, "sample-v%d.headroom" % version))


main()
