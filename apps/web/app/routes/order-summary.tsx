export default function Page() {
  return <h1>order-summary</h1>;
}
