export default function Page() {
  return <h1>insurance</h1>;
}
