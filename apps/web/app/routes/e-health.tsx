export default function Page() {
  return <h1>e-health</h1>;
}
