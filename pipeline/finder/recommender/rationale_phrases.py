"""The sentence shapes a rationale is built from (rationale.py): openings that lead with
the visitor's problem, the add-on and replacement sentences, and what a budget or security
constraint means for a tool. Three or more forms of each, rotated so the three rationales
of one result never read as one template."""

# Openings, each leading with the visitor's problem. {aim}: a goal in "to ..." form;
# {issue}: a challenge as a noun; {size}: "a law firm of 21-50 people"; {name}, {benefit}.
_GOAL_OPENINGS = (
    "To {aim}, {name} {benefit}, which suits {size}.",
    "You want to {aim}: {name} {benefit}, a good fit for {size}.",
    "The goal is to {aim}, and for {size} {name} does that well: it {benefit}.",
    "If the aim is to {aim}, {name} {benefit}; that suits {size}.",
    "Your plan to {aim} is where {name} helps {size} most: it {benefit}.",
    "Wanting to {aim} points {size} towards {name}, which {benefit}.",
)
_CHALLENGE_OPENINGS = (
    "With {issue} to deal with, {size} can lean on {name}: it {benefit}.",
    "You told us about {issue}; {name} {benefit}, and it suits {size}.",
    "Facing {issue}, {size} gets a lot from {name}, which {benefit}.",
    "To get past {issue}, {size} can start with {name}, which {benefit}.",
    "Because of {issue}, {name} makes sense for {size}: it {benefit}.",
    "On {issue}, {name} is a practical answer for {size}: it {benefit}.",
)
_OTHER_OPENINGS = (
    "For {size} whose needs sit outside the usual list, {name} is a flexible, "
    "general-purpose choice: it {benefit}.",
    "{name} {benefit}, a broad starting point for {size} with other priorities.",
    "As {size} with goals of your own, you can start with {name}: it {benefit}.",
)
_ADDON = (
    "You already run {base}, so this adds AI to it rather than asking your team to move.",
    "It is an add-on for the {base} you already use, so nothing has to be migrated.",
    "Because it works inside your existing {base}, your team keeps its tools and gains the AI.",
)
_REPLACEMENT = (
    "It does the same job as your {owned}, so we suggest it only as a replacement: it could "
    "replace {owned} if {reason}.",
    "You already have {owned} for this, so treat it as a switch rather than an extra: it "
    "could replace {owned} if {reason}.",
    "It would take over from {owned} rather than sit beside it; it could replace {owned} "
    "if {reason}.",
)
_FREE = (
    "There is a free plan, so {issue} need not stop you trying it.",
    "You can start on its free plan and pay only once it earns its keep, which suits {issue}.",
    "Its free tier lets you test it properly before spending anything, which matters with {issue}.",
)
_CHEAPEST = (
    "There is no free plan, but from about {price} a month it is the lowest-priced {role} "
    "tool that fits you, which matters with {issue}.",
    "It has no free tier; at about {price} a month it is still the cheapest {role} option "
    "that suits you, given {issue}.",
    "With {issue} in mind: it starts at about {price} a month, the lowest price among the "
    "{role} tools that fit.",
)
_SECURE = (
    "Data can be held in the UK or EU and admins control who sees what, which answers {issue}.",
    "It offers UK or EU data hosting and admin controls over who sees what, which matters "
    "given {issue}.",
    "Given {issue}, it passes both tests we apply: UK or EU data residency and proper admin "
    "controls.",
)
_FREE_AND_SECURE = (
    "It has a free plan and keeps data in the UK or EU with admin controls, which answers "
    "both {issue}.",
    "You can start free, and data stays in the UK or EU with admins controlling access, which "
    "covers {issue}.",
    "A free tier, UK or EU data hosting and admin controls together answer {issue}.",
)
_CHEAPEST_AND_SECURE = (
    "From about {price} a month it is the lowest-priced {role} tool that fits, and it keeps "
    "data in the UK or EU with admin controls, which answers {issue}.",
    "It is the cheapest {role} option that suits you, at about {price} a month, with UK or EU "
    "data and admin controls for {issue}.",
    "With {issue} in mind, it is the lowest-priced fitting {role} tool (about {price} a "
    "month) and offers UK or EU data and admin controls.",
)
