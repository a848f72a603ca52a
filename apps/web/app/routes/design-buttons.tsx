export default function Page() {
  return <h1>design-buttons</h1>;
}
