import { serverApiContext } from '../lib/api-context';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const products = await api.get<{ _id: string; name: string }[]>(
    '/products?limit=12&status=true&topSelling=true',
  );
  return { products: products.body ?? [] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Top selling</h1>
      <ul>
        {loaderData.products.map((p) => (
          <li key={p._id}>{p.name}</li>
        ))}
      </ul>
    </main>
  );
}
