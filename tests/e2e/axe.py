"""axe-core in the real browser: the accessibility rules of WCAG 2.2 A and AA.

``vendor/axe-4.14.1.min.js`` is axe-core 4.14.1 from the npm registry
(``npm pack axe-core@4.14.1``; sha256 of axe.min.js
29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c), vendored with its licence
(MPL-2.0, ``vendor/axe-LICENSE.txt``) so that CI on a fresh clone needs no download.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE_JS = Path(__file__).resolve().parent / "vendor" / "axe-4.14.1.min.js"
# The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA.
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
BLOCKING = {"critical", "serious"}


def axe_in_every_page(context) -> None:
    """Have axe-core in every page the browser context opens, put there as the page starts
    (an init script, which the page's Content-Security-Policy does not govern either).
    Sending the 650 kB script to each page after it loaded cost a page walk about a tenth
    of a second per page."""
    context.add_init_script(path=str(AXE_JS))


def axe_violations(page) -> list[dict[str, Any]]:
    """Every critical or serious WCAG A/AA violation on the page as it is now."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated through the browser's debugging protocol, which the page's
        # Content-Security-Policy does not govern (an inline <script> would be blocked).
        page.evaluate(AXE_JS.read_text(encoding="utf-8"))
    result = page.evaluate(
        """async (tags) => {
            const r = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                               resultTypes: ['violations']});
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)}));
        }""",
        WCAG_TAGS,
    )
    return [v for v in result if v["impact"] in BLOCKING]


def describe(where: str, violations: list[dict[str, Any]]) -> list[str]:
    """One readable line per violation, with the first nodes it was found on."""
    lines = []
    for v in violations:
        nodes = "; ".join(n.replace("\n", " ") for n in v["nodes"][:3])
        lines.append(f"{where}: [{v['impact']}] {v['id']} ({v['help']}) x{len(v['nodes'])}: "
                     f"{nodes}")
    return lines
