export default function Page() {
  return <h1>cross-sells</h1>;
}
