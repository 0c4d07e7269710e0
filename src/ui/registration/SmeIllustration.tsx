/** The sme page's marketing image: a small shop front under a flight path (decorative, described once). */
export function SmeIllustration() {
  return (
    <svg viewBox="0 0 320 240" width="100%" role="img" aria-label="A small business ready to travel">
      <rect width="320" height="240" rx="16" fill="#e7f0fb" />
      <path d="M20 70 Q160 10 300 60" fill="none" stroke="#1c4e8f" strokeWidth="2" strokeDasharray="6 6" />
      <g transform="translate(236 44) rotate(12)" fill="#1c4e8f">
        <path d="M0 8 L34 8 L44 2 L48 4 L40 12 L48 20 L44 22 L34 16 L0 16 Z" />
        <path d="M14 8 L22 -6 L28 -6 L24 8 Z M14 16 L22 30 L28 30 L24 16 Z" />
      </g>
      <rect x="70" y="110" width="180" height="100" rx="6" fill="#ffffff" stroke="#1c4e8f" strokeWidth="3" />
      <path d="M60 110 L80 80 L240 80 L260 110 Z" fill="#f59f00" stroke="#1c4e8f" strokeWidth="3" />
      <path
        d="M80 110 v10 a12 12 0 0 0 24 0 v-10 M128 110 v10 a12 12 0 0 0 24 0 v-10 M176 110 v10 a12 12 0 0 0 24 0 v-10"
        fill="#fff3d6"
        stroke="#1c4e8f"
        strokeWidth="2"
      />
      <rect x="92" y="146" width="50" height="64" rx="3" fill="#1c4e8f" />
      <rect x="160" y="146" width="70" height="40" rx="3" fill="#cfe0f5" stroke="#1c4e8f" strokeWidth="2" />
      <circle cx="132" cy="180" r="3" fill="#ffffff" />
      <rect x="100" y="212" width="120" height="6" rx="3" fill="#1c4e8f" opacity="0.25" />
    </svg>
  );
}
