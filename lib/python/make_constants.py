"""Makes cardgames/_constants.py from the public headers at build time: every
object-like #define CG_* whose value is an integer expression, and every
enumerator of every enum, as module attributes, so that the Python package
copies no value from the headers. Also makes constants_check.c, a program that
prints every one of them as the C compiler sees it (tests/python/test_constants.py
compares the two).

    make_constants.py OUT.py OUT.c HEADER...
"""
import ast
import operator
import re
import sys

DEFINE = re.compile(r"^\s*#\s*define\s+(CG_[A-Z0-9_]+)[ \t]+(.+?)\s*$", re.M)
ENUM = re.compile(r"\benum\s+(\w+)\s*\{(.*?)\}", re.S)
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
SUFFIX = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]+\b")
CAST = re.compile(r"\(\s*(?:u?int(?:8|16|32|64)_t|unsigned|int|long|size_t|cg_move)\s*\)")

_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
              ast.FloorDiv: operator.floordiv, ast.LShift: operator.lshift,
              ast.RShift: operator.rshift, ast.BitOr: operator.or_, ast.BitAnd: operator.and_,
              ast.USub: operator.neg, ast.Invert: operator.invert}


def evaluate(text, known):
    """The value of a C integer expression of literals and known names, or None
    when it is not one (a string, a call, a function-like macro's body)."""
    text = CAST.sub("", SUFFIX.sub(r"\1", text)).replace("/", "//")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return None

    def value(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name) and node.id in known:
            return known[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            return _OPERATORS[type(node.op)](value(node.left), value(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
            return _OPERATORS[type(node.op)](value(node.operand))
        raise ValueError(ast.dump(node))

    try:
        return value(tree.body)
    except ValueError:
        return None


def read(paths):
    """{name: value} of the headers' integer macros and enumerators, in order,
    and {enum tag: [its enumerators]}."""
    values, enums = {}, {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = COMMENT.sub(" ", f.read())
        text = re.sub(r"\\\n", " ", text)
        events = [(m.start(), "define", m) for m in DEFINE.finditer(text)] + \
                 [(m.start(), "enum", m) for m in ENUM.finditer(text)]
        for _, kind, m in sorted(events, key=lambda e: e[0]):
            if kind == "define":
                number = evaluate(m.group(2), values)
                if number is not None:
                    values[m.group(1)] = number
                continue
            following, names = -1, []
            for item in filter(None, (part.strip() for part in m.group(2).split(","))):
                name, _, expr = (p.strip() for p in item.partition("="))
                following = evaluate(expr, values) if expr else following + 1
                if following is None:
                    raise SystemExit("%s: cannot read %s = %s" % (path, name, expr))
                values[name] = following
                names.append(name)
            enums[m.group(1)] = names
    return values, enums


def python_module(values, enums):
    lines = ['"""The public headers\' constants and enumerators (made by make_constants.py',
             'at build time: do not edit)."""', "", "from typing import Dict, List", ""]
    lines += ["%s = %d" % (name, value) for name, value in values.items()]
    lines += ["", "#: The enumerators of each enum of the headers, in order.",
              "ENUMS: Dict[str, List[str]] = {"]
    lines += ["    %r: %r," % (tag, names) for tag, names in enums.items()]
    lines += ["}", "", "#: Every name above with its value.",
              "VALUES: Dict[str, int] = {"]
    lines += ["    %r: %s," % (name, name) for name in values]
    return "\n".join(lines + ["}", ""])


def c_program(values, headers):
    includes = sorted({re.sub(r"^(.*/)?include/", "", h.replace("\\", "/")) for h in headers})
    lines = ["/* Made by make_constants.py: prints every constant the Python package reads",
             "   from the headers, as the compiler sees it. */",
             "#include <stdio.h>", ""]
    lines += ["#include \"%s\"" % h for h in includes]
    lines += ["", "int main(void)", "{"]
    lines += ['    printf("%%s %%lld\\n", "%s", (long long)(%s));' % (name, name)
              for name in values]
    return "\n".join(lines + ["    return 0;", "}", ""])


def main(argv):
    out_py, out_c, headers = argv[1], argv[2], argv[3:]
    values, enums = read(headers)
    with open(out_py, "w", encoding="utf-8") as f:
        f.write(python_module(values, enums))
    with open(out_c, "w", encoding="utf-8") as f:
        f.write(c_program(values, headers))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
