// The demo shop's drawings, as SVG text that the seed rasterises; one file per kind of picture.

export { authorPhoto, blogCover, blogInline, logoSvg, placeholderImage } from './blog-art.ts';
export { motif } from './botanicals.ts';
export { categoryImage, categoryListing, ingredientImage } from './catalog-art.ts';
export { DEVANAGARI, type DrawnProduct, mix, type Texture, wrap } from './drawing.ts';
export { carouselDesktop, carouselMobile, showcaseImage } from './home-art.ts';
export { productFront, productTexture, productWithIngredients } from './product-images.ts';
