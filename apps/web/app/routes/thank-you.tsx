export default function Page() {
  return <h1>thank-you</h1>;
}
