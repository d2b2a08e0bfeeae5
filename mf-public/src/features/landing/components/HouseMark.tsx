/** The brand mark as inline SVG (a few hundred bytes, no image request on the first page). */
export function HouseMark({ size = 28 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 32 32">
      <path d="M4 15 16 4l12 11" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 13v14h16V13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path d="M13.5 27v-7h5v7" fill="currentColor" />
    </svg>
  );
}
