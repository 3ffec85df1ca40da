"""The data of one finder report (three tools), as the finder job hands it to
pipeline/finder/report.py: for the report's own tests and the company-name check."""

TOOLS = [
    {
        "name": f"Tool {n}",
        "summary": f"Summary of tool {n}, which does useful things.",
        "rationale": f"Rationale {n}: " + "it fits because it saves time. " * 6,
        "category": "Productivity",
        "price": "From about £8 a month",
        "website": f"tool{n}.example.com",
        "url": f"https://tool{n}.example.com/",
    }
    for n in (1, 2, 3)
]
REPORT = {
    "first_name": "Sam",
    "company_name": "Acme Widgets Ltd",
    "company_size": "21-50 employees",
    "business_goals": ["Generate more leads", "Automate reporting"],
    "main_challenges": ["Budget constraints"],
    "generated_on": "22 November 2026",
    "book_url": "https://example.co.uk/book?from=0b6f7c2e-5d1a-4c8e-9f3b-2a7d6e1c4b90",
    "tools": TOOLS,
}
