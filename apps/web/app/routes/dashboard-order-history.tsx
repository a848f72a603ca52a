export default function Page() {
  return <h1>dashboard-order-history</h1>;
}
