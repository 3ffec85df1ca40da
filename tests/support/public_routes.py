"""Every public route of spec 2.1 with the main heading a visitor (or a crawler) must see.
None means the page writes its own heading (checked to exist and to match as served)."""

SERVICE_SLUGS = (
    "ai-tool-finder-audit",
    "ai-business-ops-kit",
    "ai-apps-agentic-workflows",
    "profession-specific-ai-playbooks",
    "90-day-ai-setup-sprint",
    "ongoing-ai-enablement",
    "ai-team-training-onboarding",
)

PUBLIC_ROUTES: dict[str, str | None] = {
    "/": "AI Training & Strategic Consulting - Without the Hype",
    "/services": "Practical AI Services Designed for Real-World Businesses",
    "/services/custom-projects": None,
    "/services/ai-audit": None,
    "/services/training": None,
    "/explore-training": None,
    "/services/starter-kit": None,
    **{f"/services/{slug}": None for slug in SERVICE_SLUGS},
    "/how-it-works": None,
    "/aim-framework": None,
    "/contact": "Get in Touch",
    "/about": None,
    "/ai-tool-finder": "Find the Perfect AI Tools for Your Business",
    "/find-your-fit": "Find the Right AI-Powered Plan for Your Business",
    "/plans/clarity": None,
    "/plans/growth": None,
    "/plans/freedom": None,
    "/compare-plans": "Compare Our Done-for-You Plans",
    "/business-inquiry": None,
    "/newsletter": None,
    "/privacy-policy": None,
    "/terms-of-service": None,
    "/cookie-notice": None,
    "/smart-automation-guide": None,
}
