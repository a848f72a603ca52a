export function meta() {
  return [{ title: 'Baseline' }, { name: 'description', content: 'An empty React Router app: the baseline of the benchmark.' }];
}

export default function Home() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>An empty React Router app.</p>
    </main>
  );
}
