import { guideCopy } from '@/content/guide'
import { site } from '@/content/site'

// The guide's cover drawn in SVG, matching the PDF's own cover page, so the page
// needs no image download and stays sharp at any size.
export function GuideCover() {
  return (
    <svg
      viewBox="0 0 210 297"
      role="img"
      aria-labelledby="guide-cover-title"
      className="w-full max-w-xs rotate-[-2deg] rounded-lg shadow-2xl ring-1 ring-slate-900/10"
    >
      <title id="guide-cover-title">{`Cover of the free guide "${guideCopy.title}"`}</title>
      <rect width="210" height="297" fill="#0f766e" />
      <circle cx="180" cy="40" r="70" fill="#115e59" />
      <circle cx="30" cy="270" r="55" fill="#134e4a" />
      <g fill="none" stroke="#5eead4" strokeWidth="1.2">
        <rect x="128" y="188" width="22" height="14" rx="3" />
        <rect x="162" y="210" width="22" height="14" rx="3" />
        <rect x="128" y="232" width="22" height="14" rx="3" />
        <path d="M150 195 H156 V217 H162 M150 239 H156 V217" />
      </g>
      <text x="20" y="70" fill="#99f6e4" fontSize="7" letterSpacing="1.5" fontWeight="600">
        FREE GUIDE
      </text>
      <g fill="#ffffff" fontSize="19" fontWeight="800">
        <text x="20" y="95">5 Smart Ways</text>
        <text x="20" y="118">to Automate</text>
        <text x="20" y="141">Without Hiring</text>
      </g>
      <text x="20" y="165" fill="#ccfbf1" fontSize="7.5">
        Save 5–15 hours a week
      </text>
      <text x="20" y="275" fill="#ffffff" fontSize="8" fontWeight="700">
        {site.brandName}
      </text>
    </svg>
  )
}
