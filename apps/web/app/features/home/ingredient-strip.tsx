import { Carousel } from '#app/components/carousel.tsx';
import { ContentImage } from '#app/components/content-image.tsx';
import { useT } from '#app/i18n/i18n.ts';
import type { Ingredient } from '#app/lib/types.ts';

/** The active ingredients as a scrolling strip of round portraits. */
export function IngredientStrip({ ingredients }: { ingredients: Ingredient[] }) {
  const { t } = useT('home');
  return (
    <Carousel
      label={t('ingredients.carousel')}
      slideClass="basis-1/3 min-[480px]:basis-1/4 sm:basis-1/5 md:basis-1/6 lg:basis-1/8"
    >
      {ingredients.map((ingredient) => (
        <figure
          key={ingredient._id}
          className="flex flex-col items-center text-center"
          title={ingredient.shortDescription}
        >
          <span className="block aspect-square w-full max-w-32 overflow-hidden rounded-full bg-clay-50 shadow-md ring-4 shadow-brand-900/10 ring-white">
            <ContentImage
              file={ingredient.image}
              largest={320}
              sizes="(min-width: 1024px) 128px, (min-width: 640px) 18vw, 28vw"
              width={400}
              height={400}
              className="aspect-square w-full origin-[50%_45%] scale-[1.4] object-cover"
            />
          </span>
          <figcaption className="mt-3 text-sm leading-snug font-medium text-brand-900">
            {ingredient.name}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
