// `sizes` for srcset: how wide each image is drawn, so the browser picks the right copy.
// Cards: two columns inside the blog's main column from sm, which sits beside a 20rem
// sidebar from lg.
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 27rem, (min-width: 640px) 50vw, 100vw'
// The article column is max-w-3xl (48rem); pipeline/blog_images.py uses the same for bodies.
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw'
