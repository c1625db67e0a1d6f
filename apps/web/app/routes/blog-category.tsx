// Placeholder until this screen is built.
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function Placeholder() {
  return null;
}
