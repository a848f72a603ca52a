export default function Page() {
  return <h1>signin</h1>;
}
