"""axe-core (WCAG 2.1 AA) run in a real Chromium page, for the end-to-end tests."""

from pathlib import Path

from playwright.sync_api import Page

AXE = Path(__file__).resolve().parents[2] / "frontend" / "node_modules" / "axe-core" / "axe.min.js"


def run_axe(page: Page) -> list[dict]:
    """The page's violations, each with its rule, impact and first three nodes."""
    # Evaluated rather than added as a <script>: the site's CSP (rightly) refuses inline scripts.
    page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(
        """async () => {
            const r = await axe.run(document, {
                runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
            });
            return r.violations.map(v => ({
                id: v.id, impact: v.impact,
                nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ')),
            }));
        }"""
    )
