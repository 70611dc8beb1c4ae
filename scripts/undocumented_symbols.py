#!/usr/bin/env python3
"""Lists the public symbols declared in a module's sources that have no doc comment of their own.

Reads the symbol graph files of one module (MODULE.symbols.json and MODULE@Other.symbols.json, the
extensions it declares on other modules' types) as swift-symbolgraph-extract or swift-docc-plugin
write them, and prints `file:line: kind name` for every public or open symbol whose declaration is in
SOURCES (a folder) and that has no doc comment written in the module. Symbols the compiler makes
(`!=`, the members a protocol's default implementations add) have no place in the sources and are
skipped. Exits 1 when anything is listed.

    scripts/undocumented_symbols.py MODULE SYMBOL_GRAPH_FOLDER SOURCES
"""

import json
import pathlib
import sys
import urllib.parse
import urllib.request


def undocumented(module, graphs, sources):
    sources = sources.resolve()
    found = {}
    for path in sorted(graphs.glob(f"{module}.symbols.json")) + sorted(graphs.glob(f"{module}@*.symbols.json")):
        for symbol in json.loads(path.read_text())["symbols"]:
            # An extension block has no page of its own: its members are checked one by one.
            if symbol.get("accessLevel") not in ("public", "open") or symbol["kind"]["identifier"] == "swift.extension":
                continue
            location = symbol.get("location")
            if location is None:
                continue
            file = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(location["uri"]).path))
            if sources not in file.resolve().parents:
                continue
            comment = symbol.get("docComment")
            if comment and comment.get("module", module) == module and any(
                line["text"].strip() for line in comment["lines"]
            ):
                continue
            shown = file.relative_to(pathlib.Path.cwd()) if file.is_relative_to(pathlib.Path.cwd()) else file
            key = (str(shown), location["position"]["line"] + 1, ".".join(symbol["pathComponents"]))
            found[key] = symbol["kind"]["displayName"]
    return sorted(found.items())


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    module, graphs, sources = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    if not any(graphs.glob(f"{module}.symbols.json")):
        print(f"undocumented_symbols: no symbol graph of {module} in {graphs}", file=sys.stderr)
        return 2
    missing = undocumented(module, graphs, sources)
    for (file, line, name), kind in missing:
        print(f"{file}:{line}: {kind.lower()} {name} has no doc comment")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
