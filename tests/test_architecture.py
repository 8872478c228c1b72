"""The shape of the code, read from the source: the layers import one way, the game systems
sit behind their registry, and shared code never asks which game it serves.

- ``clubs`` <- ``tournament`` <- ``scoring``, and no cycle between the packages of ``scoring``;
- ``scoring.rules`` and ``tournament.draw`` are plain Python: the standard library only;
- a game is named only in its package (``scoring/systems/<game>/``, its templates in
  ``templates/scoring/systems/<game>/``), the rules module (``scoring.rules``), the
  ``GameSystem`` choices (``clubs.rule_choices``), the table of base facts with each game's
  own rule fields (``clubs.games``) and the registry (``scoring.systems``);
- no shared code branches on the game: no ``GameSystem.KRAKEN``, no comparison with a
  ``game_system``, no ``isinstance`` with a game's class, no template testing the columns.
"""

from __future__ import annotations

import ast
import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APPS = ("clubs", "tournament", "scoring", "publish", "clubhouse")
# Each app imports only from the apps of a lower layer (and itself); the club's published
# pages read the club, its seasons and their results, the club house's server and backups
# know every model, and nothing imports either.
LAYER = {"clubs": 0, "tournament": 1, "scoring": 2, "publish": 3, "clubhouse": 3}
# Where a game may be named: its package and its templates (every package in
# scoring/systems/), the rules, the choices, the table of base facts and the registry.
GAME_HOMES = ("scoring/rules/", "templates/scoring/systems/", *(
    f"{path.relative_to(ROOT).as_posix()}/" for path in (ROOT / "scoring/systems").iterdir()
    if (path / "__init__.py").exists()))
GAME_FILES = {"clubs/rule_choices.py", "clubs/games.py", "scoring/systems/__init__.py"}
# The games' names (klaverjas itself is the word the whole site is about); a new game's
# name joins them for the check to cover it, though its package needs nothing here.
NAMED = re.compile(r"klabberjass|klammern|kraken|three_player", re.IGNORECASE)
GAMES = re.compile(f"{NAMED.pattern}|klaverjas", re.IGNORECASE)


def _sources(*folders: str, suffixes: tuple[str, ...] = (".py",)) -> Iterator[Path]:
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*")):
            if (path.suffix in suffixes and "migrations" not in path.parts
                    and "vendor" not in path.parts and "__pycache__" not in path.parts):
                yield path


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (functions and TYPE_CHECKING too);
    ``from clubhouse import snapshots`` is the module ``clubhouse.snapshots``."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:  # relative: within a package
                base = _module(path).split(".")
                base = base[: len(base) - node.level + (1 if path.name == "__init__.py" else 0)]
                module = ".".join([*base, *([module] if module else [])])
            named = {f"{module}.{alias.name}" for alias in node.names}
            found.update({name for name in named if _is_module(name)} or {module})
    return found


def _package(module: str) -> str:
    """``scoring.sheets.save`` -> ``scoring.sheets``; ``scoring.models`` stays itself."""
    return ".".join(module.split(".")[:2])


def _graph() -> dict[str, set[str]]:
    """Which packages of the project (``scoring.sheets``, ``tournament.lock``) import which,
    from anywhere in a module: an import inside a function is a dependency too."""
    edges: dict[str, set[str]] = defaultdict(set)
    for path in _sources(*APPS):
        here = _package(_module(path))
        for target in _imports(path):
            there = _package(target)
            if there.split(".")[0] in APPS and there != here and "." in here and "." in there:
                edges[here].add(there)
    return edges


def _cycle(edges: dict[str, set[str]]) -> list[str]:
    """A cycle of the graph (its nodes, the first repeated at the end), or []."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(edges):
        if node not in state and (found := visit(node)):
            return found
    return []


def test_the_apps_import_downwards_only():
    upward = sorted(
        f"{_module(path)} imports {target}"
        for app in APPS for path in _sources(app) for target in _imports(path)
        if target.split(".")[0] in LAYER and LAYER[target.split(".")[0]] > LAYER[app])
    assert upward == []


def test_no_cycle_between_the_packages_of_the_project():
    assert _cycle(_graph()) == []


def test_the_import_check_reads_a_module_imported_from_its_package():
    assert "clubhouse.snapshots" in _imports(ROOT / "clubhouse/management/commands/clubhouse.py")


def test_the_cycle_check_finds_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}}) == []


@pytest.mark.parametrize("package", ["scoring/rules", "tournament/draw"])
def test_the_rules_and_the_draw_are_plain_python(package):
    own = package.replace("/", ".")
    foreign = sorted(
        f"{_module(path)} imports {target}" for path in _sources(package)
        for target in _imports(path)
        if target.split(".")[0] not in sys.stdlib_module_names and not target.startswith(own))
    assert foreign == []


def _shared(*folders: str, suffixes: tuple[str, ...] = (".py",)) -> Iterator[tuple[str, Path]]:
    for path in _sources(*folders, suffixes=suffixes):
        name = path.relative_to(ROOT).as_posix()
        if not name.startswith(GAME_HOMES) and name not in GAME_FILES:
            yield name, path


def test_a_game_is_named_only_in_its_package_the_choices_the_facts_and_the_registry():
    naming = sorted(name for name, path in _shared(
        *APPS, "config", "templates", "static", suffixes=(".py", ".html", ".js", ".css"))
        if NAMED.search(path.read_text()))
    assert naming == []


# A game's own values and words (``Game.detail``, declared by its package, and its own rule
# fields): the names no other game shares, in code, comments and CSS alike. Shared code
# stores ``detail`` whole, asks the game how its values read and never names one; only the
# table of base facts (the games' own rule fields) and the choices of game name them.
GAME_DETAIL = re.compile(r"bella|soloist|kraak|doubling|seat_scores|seat_points|seat_roem|"
                         r"pit_seat|kraken_|klammern_|three_player_", re.IGNORECASE)
DETAIL_FILES = {"clubs/games.py", "clubs/rule_choices.py"}


def test_a_games_own_values_are_named_only_in_its_package():
    files = ((path.relative_to(ROOT).as_posix(), path) for path in _sources(
        *APPS, "config", "templates", "static", "bench", suffixes=(".py", ".html", ".js", ".css")))
    naming = sorted(name for name, path in files
                    if not name.startswith(GAME_HOMES) and name not in DETAIL_FILES
                    and GAME_DETAIL.search(path.read_text()))
    assert naming == []


def _is_branch(node: ast.AST) -> bool:
    """``GameSystem.KRAKEN``, a comparison with a ``game_system``, ``isinstance`` with a
    game's class."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return node.value.id == "GameSystem" and node.attr.isupper()
    if isinstance(node, ast.Compare):
        return any("game_system" in ast.unparse(side)
                   for side in (node.left, *node.comparators))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id == "isinstance" and bool(GAMES.search(ast.unparse(node)))
    return False


def _branches(tree: ast.AST) -> Iterator[str]:
    return (ast.unparse(node) for node in ast.walk(tree) if _is_branch(node))


def test_shared_code_never_branches_on_the_game():
    found = sorted(f"{name}: {branch}" for name, path in _shared(*APPS, "config")
                   for branch in _branches(ast.parse(path.read_text())))
    assert found == []


def test_the_branch_check_finds_a_branch():
    source = ("if season.game_system == GameSystem.KLAMMERN: pass\n"
              "if isinstance(draw, KlabberjassDraw): pass\n")
    assert sorted(_branches(ast.parse(source))) == [
        "GameSystem.KLAMMERN", "isinstance(draw, KlabberjassDraw)",
        "season.game_system == GameSystem.KLAMMERN"]


def test_shared_templates_never_test_a_games_columns():
    sniffing = sorted(name for name, path in _shared("templates", suffixes=(".html",))
                      if re.search(r"\bin columns\b|game_system\s*==", path.read_text()))
    assert sniffing == []


def test_tests_share_helpers_not_test_modules():
    """A test module imports what it shares from a helpers module (``helpers.py``,
    ``factories``, ``forms``...), never from another test module."""
    borrowed = sorted(
        f"{_module(path)} imports {target}" for path in _sources("tests")
        for target in _imports(path)
        if target.startswith("tests.") and target.split(".")[-1].startswith("test_"))
    assert borrowed == []


# Where a format (spelvorm) may be named: its module in tournament/formats/ and the registry
# there, and the ``PlayFormat`` choices.
FORMAT_HOMES = ("tournament/formats/", "clubs/models/rules.py", "clubs/models/__init__.py")


def _format_branches(tree: ast.AST) -> Iterator[str]:
    """``PlayFormat.FIXED_TABLE``, or a comparison with a season's ``format``."""
    def names_one(node: ast.AST) -> bool:
        return (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id == "PlayFormat" and node.attr.isupper())

    def compares(node: ast.AST) -> bool:
        return isinstance(node, ast.Compare) and any(
            re.search(r"\.format\b(?!\()", ast.unparse(side))
            for side in (node.left, *node.comparators))

    return (ast.unparse(node) for node in ast.walk(tree) if names_one(node) or compares(node))


def test_shared_code_asks_the_format_and_never_which_format_it_is():
    found = sorted(f"{path.relative_to(ROOT).as_posix()}: {branch}"
                   for path in _sources(*APPS, "config", "publish")
                   if not path.relative_to(ROOT).as_posix().startswith(FORMAT_HOMES)
                   for branch in _format_branches(ast.parse(path.read_text())))
    assert found == []


def test_the_format_check_finds_a_branch():
    source = ("if season.format == PlayFormat.FIXED_TABLE: pass\n"
              "text = '{}'.format(1) == 'x'\n")
    assert sorted(_format_branches(ast.parse(source))) == [
        "PlayFormat.FIXED_TABLE", "season.format == PlayFormat.FIXED_TABLE"]
