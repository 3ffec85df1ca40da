"""What a scam asks its reader to do (issue 33): reply to the email, call, text or visit
someone, pay, or hand over details; and the alarm it raises to make them hurry ("your account is
locked"). Our emails ask none of these, so a stranger's text (a name, a model's rationale)
that does is refused.

The phrases are English, as our emails are; they are read in `reading()` form, so spacing,
capitals, invisible characters and look-alike letters don't hide them. They name requests
made of the reader, not topics: a rationale may say a tool "lets customers pay by card" or
"shares passwords safely"; it may not say "pay the fee now" or "reply with your password"."""

import regex

from pipeline.lures.characters import reading

REPLY = "reply"
CALL = "call"
PAY = "pay"
DETAILS = "details"
ALARM = "alarm"

_YOUR = r"(?:your|ur|yr)"
# What a scam wants typed back: secrets, payment and identity details.
_SECRETS = (
    r"(?:pass(?:word|code|phrase)s?|pins?|pin (?:number|code)s?|identity|credentials"
    r"|(?:security|verification|one[- ]?time|sms|2fa|otp|sort|auth(?:entication)?) codes?"
    r"|(?:account|card|bank account|routing|national insurance|social security) numbers?"
    r"|cvv|cvc|card expiry|date of birth|accounts?"
    r"|(?:bank|banking|card|payment|account|billing|personal|login|log-?in|security|contact"
    r"|private|financial)\s+(?:details|information|info|data))"
)
_SOON = r"(?:now|today|immediately|urgently|asap|promptly|right away|within)"
_PATTERNS = (
    (
        REPLY,
        r"\b(?:reply|respond|write back|answer)\b(?:\s+\w+){0,3}?\s+(?:this|our|my)\s+"
        r"(?:e-?mail|message|mail|letter|note)\b"
        r"|\bby\s+(?:replying|responding|return(?:ing)?\s+(?:of\s+)?(?:e-?mail|mail|post))\b"
        rf"|\b(?:reply|respond|write back)\s+(?:{_SOON}|with|to\s+us)\b",
    ),
    (
        CALL,
        r"\b(?:call|ring|phone|telephone|dial|text|sms|whatsapp|contact|message)\s+"
        rf"(?:us|our|me|{_SOON}|(?:the|this)\s+(?:number|helpline|hotline))\b"
        r"|\b(?:visit|click|tap|follow)\s+(?:us|our|this|here|the\s+(?:link|button|portal))\b"
        r"|\b(?:helpline|hotline|refunds?\s+(?:desk|team|department|line)"
        r"|fraud\s+(?:desk|team|department|line))\b",
    ),
    (
        PAY,
        r"\b(?:pay|transfer|send|wire|deposit)\s+"
        rf"(?:us|me|{_SOON}|(?:a|an|the|{_YOUR})\s+(?:\w+\s+)?(?:fee|fine|charge|deposit|balance"
        r"|arrears|penalty|release fee|admin fee))\b"
        r"|\b(?:pay|payment|transfer|send)\b(?:\s+\w+){0,4}?\s+(?:in|by|with|via|using)\s+"
        r"(?:gift\s*cards?|vouchers?|bitcoin|btc|crypto(?:currency)?|western union|moneygram)\b",
    ),
    (
        DETAILS,
        r"\b(?:confirm|verify|validate|update|enter|re-?enter|provide|send|give|tell|type|submit"
        rf"|email|text|reply with|unlock|reactivate|restore)\s+(?:(?:it|them|us|me)\s+)?{_YOUR}"
        rf"\s+(?:\w+\s+){{0,2}}?{_SECRETS}\b"
        rf"|\b{_YOUR}\s+(?:\w+\s+){{0,2}}?{_SECRETS}\s+(?:to|by|via)\s+(?:us|reply|replying"
        r"|return)\b",
    ),
    (
        ALARM,
        rf"\b{_YOUR}\s+(?:\w+\s+)?(?:account|card|payment|subscription|mailbox|password|order"
        r"|parcel|delivery|licen[cs]e)\s+(?:is|has\s+been|was|will\s+be|has|are|have\s+been)\s+"
        r"(?:(?:now|temporarily|permanently)\s+)?(?:locked|suspended|blocked|closed|compromised"
        r"|frozen|disabled|restricted|deactivated|cancel+ed|on\s+hold|expired|overdue|hacked"
        r"|terminated|flagged|expiring)\b",
    ),
)
_COMPILED = tuple((kind, regex.compile(pattern, regex.IGNORECASE)) for kind, pattern in _PATTERNS)


def instruction(text: str) -> str | None:
    """The kind of request `text` makes of its reader (REPLY, CALL, PAY, DETAILS, ALARM),
    or None when it makes none."""
    read = " ".join(reading(text).split())
    for kind, pattern in _COMPILED:
        if pattern.search(read):
            return kind
    return None
