export default function Page() {
  return <h1>question</h1>;
}
