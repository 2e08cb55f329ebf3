#!/usr/bin/env python3
"""Doc-comment coverage of the public API in Sources/**/*.swift.

Usage:
    python3 Scripts/doc-coverage.py                 # overall and per-target percentages
    python3 Scripts/doc-coverage.py --missing       # also list undocumented declarations as path:line
    python3 Scripts/doc-coverage.py --target TermApp --missing
    python3 Scripts/doc-coverage.py --cases         # also count enum cases of public enums
    python3 Scripts/doc-coverage.py --overrides     # also count `override` declarations
    python3 Scripts/doc-coverage.py --min 90        # exit 1 when the overall figure is below 90 %

What counts as a public declaration (the rule):
  * A `func`, `var`, `let`, `init`, `subscript`, `class`, `struct`, `enum`, `protocol`, `actor`,
    `typealias` or `associatedtype` declared with the `public` or `open` modifier (`public(set)` alone
    does not make a declaration public), outside any function body, whose enclosing types (if any) are
    all public or open themselves. Members of extensions count when they say `public` (the script does
    not resolve whether the extended type is public).
  * The requirements of a public protocol (`func`, `var`, `init`, `subscript`, `associatedtype`,
    `typealias` directly in its body), which are public without the modifier.
  * Not counted by default: `override` declarations, which inherit the overridden declaration's
    documentation (DocC and Quick Help show it); pass `--overrides` to count them.
  * Not counted by default: the `case`s of public enums; pass `--cases` to count them (each name of a
    `case a, b` line counts once per line).

A declaration is documented when the nearest non-attribute line above it is a `///` doc comment line
or the end of a `/** … */` block. Lines holding only attributes (`@MainActor`, `@discardableResult`,
`@available(…)`, `@preconcurrency @MainActor`, …) may sit between the comment and the declaration; a
blank line, a plain `//` comment or any other line may not.

The target of a file is the folder under Sources/ that holds it.

The script reads Swift with a small scanner (comments, string literals with interpolation, raw and
multi-line strings, braces), not a parser: it assumes one declaration starts per line, as the code
base is written.
"""

import argparse
import os
import re
import signal
import sys
from collections import defaultdict

DECL_KINDS = {
    "func", "var", "let", "init", "subscript", "class", "struct", "enum", "protocol", "actor",
    "typealias", "associatedtype", "case", "extension", "deinit", "operator", "precedencegroup", "macro",
}
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
COUNTED_KINDS = {
    "func", "var", "let", "init", "subscript", "class", "struct", "enum", "protocol", "actor",
    "typealias", "associatedtype",
}
PROTOCOL_REQUIREMENT_KINDS = {"func", "var", "init", "subscript", "associatedtype", "typealias"}
MODIFIERS = {
    "public", "open", "private", "fileprivate", "internal", "package", "static", "class", "final",
    "override", "required", "convenience", "nonisolated", "mutating", "nonmutating", "lazy", "weak",
    "unowned", "dynamic", "optional", "indirect", "prefix", "postfix", "infix", "consuming",
    "borrowing", "distributed", "isolated",
}

ATTRIBUTE_RE = re.compile(r"@[A-Za-z_][A-Za-z0-9_]*(\s*\((?:[^()]|\([^()]*\))*\))?\s*")
MODIFIER_RE = re.compile(r"([A-Za-z_]+)(\s*\(\s*(set|unsafe|safe)\s*\))?\s*")


def code_lines(text):
    """Yields, per line, the line's code with comments removed and string contents blanked."""
    out = []
    current = []
    # A stack of modes: ("code", parens) where parens counts "(" inside an interpolation,
    # ("str", hashes, multiline) or ("block", depth).
    stack = [("code", 0)]
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        mode = stack[-1]
        if c == "\n":
            out.append("".join(current))
            current = []
            i += 1
            continue
        if mode[0] == "block":
            if text.startswith("*/", i):
                stack.pop()
                i += 2
            elif text.startswith("/*", i):
                stack.append(("block", 0))
                i += 2
            else:
                i += 1
            continue
        if mode[0] == "str":
            _, hashes, multiline = mode
            close = ('"""' if multiline else '"') + "#" * hashes
            if c == "\\" and text.startswith("\\" + "#" * hashes, i):
                j = i + 1 + hashes
                if j < n and text[j] == "(":
                    stack.append(("code", 1))
                    current.append('"')
                    i = j + 1
                elif j < n and text[j] == "\n":
                    i = j  # a line continuation in a multi-line string: keep the line break
                else:
                    i = j + 1  # skip the escaped character
                continue
            if text.startswith(close, i):
                stack.pop()
                current.append('"')
                i += len(close)
                continue
            i += 1
            continue
        # code
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            stack.append(("block", 0))
            i += 2
            continue
        m = re.match(r'(#*)("""|")', text[i:i + 40])
        if m and (c == '"' or c == "#"):
            hashes = len(m.group(1))
            multiline = m.group(2) == '"""'
            stack.append(("str", hashes, multiline))
            current.append('"')
            i += len(m.group(0))
            continue
        if mode[1] > 0:  # inside an interpolation
            if c == "(":
                stack[-1] = ("code", mode[1] + 1)
            elif c == ")":
                if mode[1] == 1:
                    stack.pop()
                    i += 1
                    continue
                stack[-1] = ("code", mode[1] - 1)
        current.append(c)
        i += 1
    out.append("".join(current))
    return out


def parse_decl(code):
    """Returns (kind, modifiers, name) when the code line starts a declaration, else None."""
    s = code.strip()
    while s.startswith("@"):
        m = ATTRIBUTE_RE.match(s)
        if not m:
            return None
        s = s[m.end():]
    modifiers = []
    while True:
        m = MODIFIER_RE.match(s)
        if not m:
            return None
        word = m.group(1)
        rest = s[m.end():]
        if word == "class" and MODIFIER_RE.match(rest) and MODIFIER_RE.match(rest).group(1) in (DECL_KINDS | MODIFIERS) - {"class"}:
            modifiers.append("class")
            s = rest
            continue
        if word in MODIFIERS and word != "class":
            modifiers.append(word + ("(%s)" % m.group(3) if m.group(3) else ""))
            s = rest
            continue
        if word in DECL_KINDS or word == "class":
            name = re.match(r"[A-Za-z_`][A-Za-z0-9_`]*|[^\s(<:{=]+", rest)
            return word, modifiers, name.group(0) if name else ""
        return None


def is_attribute_line(code):
    s = code.strip()
    if not s.startswith("@"):
        return False
    while s.startswith("@"):
        m = ATTRIBUTE_RE.match(s)
        if not m:
            return False
        s = s[m.end():]
    return s == ""


def documented(raw, codes, index):
    j = index - 1
    while j >= 0 and raw[j].strip() and is_attribute_line(codes[j]) and not raw[j].strip().startswith("//"):
        j -= 1
    if j < 0:
        return False
    line = raw[j].strip()
    if line.startswith("///"):
        return True
    if line.endswith("*/"):
        k = j
        while k >= 0 and "/*" not in raw[k]:
            k -= 1
        return k >= 0 and "/**" in raw[k]
    return False


def scan(path, count_cases, count_overrides):
    """Returns a list of (line number, kind, name, documented) for the file's public declarations."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    raw = text.split("\n")
    codes = code_lines(text)
    results = []
    # Each scope: (kind, public) where kind is a declaration kind or "body" (a function body,
    # closure, accessor or any other brace).
    scopes = []
    pending = None  # the scope the next "{" opens
    for index, code in enumerate(codes):
        decl = parse_decl(code)
        in_body = any(kind == "body" for kind, _ in scopes)
        if decl and not in_body:
            kind, modifiers, name = decl
            explicit = "public" in modifiers or "open" in modifiers
            enclosing_public = all(public for scope, public in scopes if scope != "extension")
            parent = scopes[-1] if scopes else None
            in_public_protocol = parent is not None and parent[0] == "protocol" and parent[1]
            counted = False
            if kind in COUNTED_KINDS and explicit and enclosing_public:
                counted = True
            elif in_public_protocol and kind in PROTOCOL_REQUIREMENT_KINDS:
                counted = True
            elif kind == "case" and count_cases and parent is not None and parent[0] == "enum" and parent[1] and enclosing_public:
                counted = True
            if "override" in modifiers and not count_overrides:
                counted = False
            if counted:
                results.append((index + 1, kind, name, documented(raw, codes, index)))
            if kind in TYPE_KINDS:
                pending = (kind, explicit or kind == "extension" or in_public_protocol)
            else:
                pending = ("body", False)
        for c in code:
            if c == "{":
                scopes.append(pending if pending else ("body", False))
                pending = None
            elif c == "}":
                if scopes:
                    scopes.pop()
        # A declaration without a body (a stored property, a requirement) ends at its line's end
        # unless the line continues (an open parenthesis or bracket, a trailing comma or arrow).
        if decl is not None and "{" not in code and pending is not None and pending[0] == "body":
            if not re.search(r"[(,\[]\s*$|->\s*$", code.strip()) and code.count("(") <= code.count(")"):
                pending = None
    return results


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # piped into head: stop quietly
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--missing", action="store_true", help="list undocumented declarations as path:line")
    parser.add_argument("--target", help="only this target (a folder under Sources/)")
    parser.add_argument("--cases", action="store_true", help="count the cases of public enums")
    parser.add_argument("--overrides", action="store_true", help="count override declarations")
    parser.add_argument("--min", type=float, help="exit 1 when the overall coverage is below this percentage")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    args = parser.parse_args()

    sources = os.path.join(os.path.normpath(args.root), "Sources")
    totals = defaultdict(lambda: [0, 0])
    missing = []
    for directory, _, files in sorted(os.walk(sources)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            relative = os.path.relpath(path, os.path.normpath(args.root))
            target = relative.split(os.sep)[1]
            if args.target and target != args.target:
                continue
            for line, kind, name, ok in scan(path, args.cases, args.overrides):
                totals[target][0] += 1
                if ok:
                    totals[target][1] += 1
                else:
                    missing.append("%s:%d: %s %s" % (relative, line, kind, name))

    def percent(done, total):
        return 100.0 * done / total if total else 100.0

    all_total = sum(t for t, _ in totals.values())
    all_done = sum(d for _, d in totals.values())
    print("overall: %5.1f%% (%d of %d public declarations documented)" % (percent(all_done, all_total), all_done, all_total))
    for target in sorted(totals, key=lambda t: (-totals[t][0], t)):
        total, done = totals[target]
        print("  %-20s %5.1f%% (%d of %d)" % (target, percent(done, total), done, total))
    if args.missing:
        for entry in missing:
            print(entry)
    if args.min is not None and percent(all_done, all_total) < args.min:
        sys.exit(1)


if __name__ == "__main__":
    main()
