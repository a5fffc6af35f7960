#!/usr/bin/env python3
"""Writes the small crafted GGUF files of tests/data/gguf (the parser's test inputs and the
fuzzer's seed corpus). Run from the repository root; the files are committed."""
import struct, os

OUT = os.path.join("tests", "data", "gguf")
U32, I32, F32, BOOL, STR, ARR, U64, I64, F64 = 4, 5, 6, 7, 8, 9, 10, 11, 12
# ggml types: f32 0, f16 1, q4_0 2, q8_0 8, q4_K 12, q6_K 14
BLOCK = {0: (1, 4), 1: (1, 2), 2: (32, 18), 8: (32, 34), 12: (256, 144), 14: (256, 210)}


def s(text):
    b = text.encode()
    return struct.pack("<Q", len(b)) + b


def kv(key, vtype, value):
    out = s(key) + struct.pack("<I", vtype)
    if vtype == STR:
        return out + s(value)
    if vtype == U32:
        return out + struct.pack("<I", value)
    if vtype == I32:
        return out + struct.pack("<i", value)
    if vtype == U64:
        return out + struct.pack("<Q", value)
    if vtype == I64:
        return out + struct.pack("<q", value)
    if vtype == F64:
        return out + struct.pack("<d", value)
    if vtype == F32:
        return out + struct.pack("<f", value)
    if vtype == BOOL:
        return out + struct.pack("<B", value)
    if vtype == ARR:
        etype, items = value
        out += struct.pack("<IQ", etype, len(items))
        for item in items:
            out += s(item) if etype == STR else struct.pack("<I", item)
        return out
    raise ValueError(vtype)


def gguf(meta, tensors, version=3, alignment=32, data_pad=True):
    head = struct.pack("<IIQQ", 0x46554747, version, len(tensors), len(meta))
    head += b"".join(kv(*m) for m in meta)
    offset = 0
    infos = b""
    sizes = []
    for name, dims, ttype in tensors:
        n = 1
        for d in dims:
            n *= d
        be, bb = BLOCK[ttype]
        size = n // be * bb
        infos += s(name) + struct.pack("<I", len(dims)) + b"".join(struct.pack("<Q", d) for d in dims)
        infos += struct.pack("<IQ", ttype, offset)
        sizes.append(size)
        offset += (size + alignment - 1) // alignment * alignment
    body = head + infos
    pad = (-len(body)) % alignment
    data = bytes(offset) if data_pad else b""
    return body + bytes(pad) + data


def llama(version=3, n_layers=2, hidden=256, ff=256, heads=4, kv_heads=2, vocab=256):
    meta = [
        ("general.architecture", STR, "llama"),
        ("general.name", STR, "Tiny Llama"),
        ("llama.block_count", U32, n_layers),
        ("llama.context_length", U32, 4096),
        ("llama.embedding_length", U32, hidden),
        ("llama.feed_forward_length", U32, ff),
        ("llama.attention.head_count", U32, heads),
        ("llama.attention.head_count_kv", U32, kv_heads),
        ("llama.rope.freq_base", F32, 500000.0),
        ("general.file_type", U32, 15),
        ("tokenizer.ggml.tokens", ARR, (STR, ["t%d" % i for i in range(vocab)])),
    ]
    tensors = [("token_embd.weight", [hidden, vocab], 12)]
    for i in range(n_layers):
        p = "blk.%d." % i
        tensors += [
            (p + "attn_norm.weight", [hidden], 0),
            (p + "attn_q.weight", [hidden, hidden], 12),
            (p + "attn_k.weight", [hidden, hidden // heads * kv_heads], 12),
            (p + "attn_v.weight", [hidden, hidden // heads * kv_heads], 14),
            (p + "attn_output.weight", [hidden, hidden], 12),
            (p + "ffn_norm.weight", [hidden], 0),
            (p + "ffn_gate.weight", [hidden, ff], 12),
            (p + "ffn_up.weight", [hidden, ff], 12),
            (p + "ffn_down.weight", [ff, hidden], 14),
        ]
    tensors += [("output_norm.weight", [hidden], 0), ("output.weight", [hidden, vocab], 14)]
    return meta, tensors


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


os.makedirs(OUT, exist_ok=True)
meta, tensors = llama()
good = gguf(meta, tensors)
write("tiny-llama-q4_k_m.gguf", good)
write("tiny-llama-v2.gguf", gguf(meta, tensors, version=2))
moe_meta = [m for m in meta if not m[0].startswith("general.name")] + [
    ("general.name", STR, "Tiny MoE"), ("llama.expert_count", U32, 8), ("llama.expert_used_count", U32, 2)]
write("tiny-moe.gguf", gguf(moe_meta, [("token_embd.weight", [256, 512], 8)]))
# hostile or broken headers
head_only = gguf(meta, tensors, data_pad=False)
write("bad-magic.gguf", b"GGML" + head_only[4:])
write("bad-version-1.gguf", head_only[:4] + struct.pack("<I", 1) + head_only[8:])
write("truncated-header.gguf", good[:300])
write("truncated-data.gguf", gguf(meta, tensors, data_pad=False))  # header lies: data missing
write("huge-tensor-count.gguf", struct.pack("<IIQQ", 0x46554747, 3, 2**62, 0))
write("huge-kv-count.gguf", struct.pack("<IIQQ", 0x46554747, 3, 0, 2**60))
write("huge-string.gguf", struct.pack("<IIQQ", 0x46554747, 3, 0, 1) + struct.pack("<Q", 2**63) + b"x" * 16)
write("huge-array.gguf", struct.pack("<IIQQ", 0x46554747, 3, 0, 1) + s("a") + struct.pack("<IIQ", ARR, U32, 2**61))
bad_dims = gguf(meta, [("t", [256, 256], 12)])
i = bad_dims.index(s("t")) + len(s("t"))
write("too-many-dims.gguf", bad_dims[:i] + struct.pack("<I", 9) + bad_dims[i + 4:])
j = i + 4 + 16
write("unknown-type.gguf", bad_dims[:j] + struct.pack("<I", 999) + bad_dims[j + 4:])
write("lying-offset.gguf", bad_dims[:j + 4] + struct.pack("<Q", 2**40) + bad_dims[j + 12:])
write("empty.gguf", b"")

# hostile architecture fields (core/spec/modellimits.h): each header is valid, one number is not
def hostile(name, changes, extra=()):
    small, _ = llama(vocab=16)
    changed = dict((k, (t, v)) for k, t, v in changes)
    meta = [(k,) + changed.pop(k) if k in changed else (k, t, v) for k, t, v in small]
    meta += [(k, t, v) for k, (t, v) in changed.items()] + list(extra)
    write("hostile-" + name + ".gguf", gguf(meta, [("token_embd.weight", [256, 16], 8)]))


hostile("block-count", [("llama.block_count", U32, 10000000)])
hostile("embedding-1e300", [("llama.embedding_length", F64, 1e300)])
hostile("vocab-2-pow-63", [("llama.vocab_size", U64, 2**63)])
hostile("kv-heads-7", [("llama.attention.head_count", U32, 32), ("llama.attention.head_count_kv", U32, 7)])
hostile("negative-experts", [("llama.expert_count", I32, -8), ("llama.expert_used_count", U32, 2)])
hostile("experts-used-over-count", [("llama.expert_count", U32, 8), ("llama.expert_used_count", U32, 16)])
hostile("string-embedding", [("llama.embedding_length", STR, "4096")])
hostile("context-i64-min", [("llama.context_length", I64, -2**63)])
hostile("per-layer-kv-heads", [("llama.attention.head_count_kv", ARR, (U32, [2, 2, 4000000000]))])
