"""The seeded generator of random struct shapes for the kernel-parameter ABI oracle.

`generate(count, seed)` returns `count` struct (and union) definitions, deterministic for a
seed and independent of the Python version (only `random.Random`'s integer methods are used).
Shapes mix scalar fields of every size (`bool`, `char` to `long long`, `float`, `double`,
pointers, enums with a fixed underlying type, now and then `__int128`), fixed-size arrays (also
two-dimensional), earlier structs nested by value (also in arrays), unions, empty structs,
`alignas` on fields and on the struct itself, and so padding inside and at the tail. Every
struct's size is kept under `MAX_SIZE` so that one struct fits the 4 KB parameter limit of
sm_52 together with the scalars beside it.

A small layout model (`Shape.size`, `Shape.align`) follows the Itanium C++ ABI rules for
these types; it only bounds sizes, the oracle's truth is clang.
"""

import random

# Name, size, alignment (LP64; the same on x86-64 and nvptx64).
SCALARS = [
    ("bool", 1, 1),
    ("char", 1, 1),
    ("signed char", 1, 1),
    ("unsigned char", 1, 1),
    ("short", 2, 2),
    ("unsigned short", 2, 2),
    ("int", 4, 4),
    ("unsigned", 4, 4),
    ("long", 8, 8),
    ("unsigned long", 8, 8),
    ("long long", 8, 8),
    ("unsigned long long", 8, 8),
    ("float", 4, 4),
    ("double", 8, 8),
    ("int*", 8, 8),
    ("const char*", 8, 8),
    ("void*", 8, 8),
    ("double*", 8, 8),
]

# Enums declared once in the prelude of every generated file: name, size, alignment.
ENUMS = [("GE8", 1, 1), ("GE16", 2, 2), ("GE32", 4, 4), ("GE64", 8, 8)]
ENUM_DECLS = (
    "enum GE8 : unsigned char { GE8_A, GE8_B = 200 };\n"
    "enum class GE16 : short { A = -3, B = 300 };\n"
    "enum GE32 { GE32_A, GE32_B = 70000 };\n"
    "enum class GE64 : unsigned long long { A, B = 1ull << 40 };\n"
)

INT128 = ("__int128", 16, 16)
MAX_SIZE = 1536


def align_to(n, a):
    return (n + a - 1) // a * a


class Field:
    """One field: its type spelling, array dimensions, optional alignas, and layout."""

    def __init__(self, name, type_name, size, align, dims=(), alignas=0):
        self.name = name
        self.type_name = type_name
        self.dims = tuple(dims)
        self.alignas = alignas
        count = 1
        for d in self.dims:
            count *= d
        self.size = size * count
        self.align = max(align, alignas)

    def decl(self):
        prefix = "alignas(%d) " % self.alignas if self.alignas else ""
        dims = "".join("[%d]" % d for d in self.dims)
        return "%s%s %s%s;" % (prefix, self.type_name, self.name, dims)


class Shape:
    """One generated struct or union with its fields and modelled layout."""

    def __init__(self, name, kind, fields, alignas=0):
        self.name = name
        self.kind = kind
        self.fields = fields
        self.alignas = alignas
        align = max([1, alignas] + [f.align for f in fields])
        if kind == "union":
            size = max([0] + [f.size for f in fields])
        else:
            size = 0
            for f in fields:
                size = align_to(size, f.align) + f.size
        self.align = align
        self.size = max(1, align_to(size, align)) if fields else align_to(1, align)

    def decl(self):
        head = "%s %s%s" % (self.kind, "alignas(%d) " % self.alignas if self.alignas else "", self.name)
        body = " ".join(f.decl() for f in self.fields)
        return "%s { %s };" % (head, body)


def _pick_field(rng, index, shapes):
    """A random field type: (spelling, size, align)."""
    roll = rng.randrange(100)
    small = [s for s in shapes if s.size <= 256]
    if roll < 22 and small:
        s = small[rng.randrange(len(small))] if rng.randrange(3) else small[-1 - rng.randrange(min(8, len(small)))]
        return (s.name, s.size, s.align)
    if roll < 30:
        return ENUMS[rng.randrange(len(ENUMS))]
    if roll < 32:
        return INT128
    return SCALARS[rng.randrange(len(SCALARS))]


def _make_shape(rng, index, shapes):
    name = "G%04d" % index
    kind = "union" if rng.randrange(100) < 10 else "struct"
    if rng.randrange(100) < 3:
        return Shape(name, kind, [], alignas=rng.choice([0, 0, 8, 16]))
    fields = []
    for i in range(1 + rng.randrange(7)):
        type_name, size, align = _pick_field(rng, index, shapes)
        dims = ()
        r = rng.randrange(100)
        if r < 18:
            dims = (1 + rng.randrange(17 if size <= 8 else 4),)
        elif r < 22:
            dims = (1 + rng.randrange(4), 1 + rng.randrange(5))
        alignas = 0
        if rng.randrange(100) < 7:
            alignas = max(align, rng.choice([1, 2, 4, 8, 16, 32]))
        field = Field("f%d" % i, type_name, size, align, dims, alignas)
        if sum(f.size for f in fields) + field.size > MAX_SIZE // 2:
            break
        fields.append(field)
    alignas = 0
    if rng.randrange(100) < 6:
        natural = max([1] + [f.align for f in fields])
        alignas = max(natural, rng.choice([2, 4, 8, 16, 32, 64]))
    shape = Shape(name, kind, fields, alignas)
    if shape.size > MAX_SIZE:
        return Shape(name, kind, fields[:1], alignas)
    return shape


def generate(count, seed):
    """`count` shapes; shape i may nest shapes 0..i-1 by value."""
    rng = random.Random(seed)
    shapes = []
    for i in range(count):
        shapes.append(_make_shape(rng, i, shapes))
    return shapes


def coverage(shapes):
    """How many shapes have each feature (for the oracle's summary line)."""
    names = {s.name for s in shapes}
    count = {"union": 0, "empty": 0, "nested": 0, "array": 0, "2d-array": 0, "alignas-field": 0,
             "alignas-struct": 0, "int128": 0, "enum": 0, "pointer": 0, "padding": 0}
    for s in shapes:
        has = set()
        if s.kind == "union":
            has.add("union")
        if not s.fields:
            has.add("empty")
        if s.alignas:
            has.add("alignas-struct")
        offset = 0
        for f in s.fields:
            if f.type_name in names:
                has.add("nested")
            if f.dims:
                has.add("array" if len(f.dims) == 1 else "2d-array")
            if f.alignas:
                has.add("alignas-field")
            if f.type_name == "__int128":
                has.add("int128")
            if f.type_name.startswith("GE"):
                has.add("enum")
            if f.type_name.endswith("*"):
                has.add("pointer")
            if s.kind == "struct":
                if offset % f.align:
                    has.add("padding")
                offset = align_to(offset, f.align) + f.size
        if s.kind == "struct" and s.fields and offset != s.size:
            has.add("padding")
        for k in has:
            count[k] += 1
    return count


def kernel_params(rng_seed, shape):
    """The parameter list of shape's kernel: the struct, now and then between scalars."""
    rng = random.Random("%d/%s" % (rng_seed, shape.name))
    params = ["%s p" % shape.name]
    if rng.randrange(4) == 0:
        params.insert(0, SCALARS[rng.randrange(len(SCALARS))][0] + " a")
    if rng.randrange(4) == 0:
        params.append(SCALARS[rng.randrange(len(SCALARS))][0] + " z")
    return params


def multi_kernels(rng_seed, shapes, every=4):
    """Kernels taking several shapes (and scalars) at once, one per `every` shapes:
    [(kernel name, [parameters])], so that parameter sequences and their total are tested."""
    rng = random.Random("%d/multi" % rng_seed)
    out = []
    for i in range(0, len(shapes), every):
        params, total = [], 0
        for j in range(2 + rng.randrange(3)):
            if rng.randrange(3) == 0:
                name, size, align = SCALARS[rng.randrange(len(SCALARS))]
                params.append("%s a%d" % (name, j))
                total = align_to(total, align) + size
            s = shapes[rng.randrange(len(shapes))]
            if align_to(total, s.align) + s.size > 4000:  # stay within sm_52's 4 KB limit
                break
            params.append("%s p%d" % (s.name, j))
            total = align_to(total, s.align) + s.size
        out.append(("m_%04d" % i, params))
    return out


if __name__ == "__main__":
    import sys

    for s in generate(int(sys.argv[1]) if len(sys.argv) > 1 else 20, 5):
        print("%-70s // size %d align %d" % (s.decl(), s.size, s.align))
