/** Size of public/product-preview.webp, so the page keeps its place before the image loads. */
const WIDTH = 1152
const HEIGHT = 690

/** A real screenshot of a run's results (taken from the app at 1280px), under "How it works". */
export function ProductPreview() {
  return (
    <figure className="mt-10">
      <img
        src="/product-preview.webp"
        width={WIDTH}
        height={HEIGHT}
        loading="lazy"
        decoding="async"
        alt="BrandQuest results for “a neighbourhood bakery known for sourdough and slow mornings”: eight name cards, among them Ryewright, Slowonder and Sourdo, each with its .com and availability badge, a slogan, the reason the name fits and a copy button."
        className="mx-auto h-auto w-full max-w-4xl rounded-2xl border border-night-700 shadow-2xl"
      />
      <figcaption className="mt-3 text-center text-sm text-slate-400">A real run, as the app shows it.</figcaption>
    </figure>
  )
}
