export default function Page() {
  return <h1>dashboard-payment-methods</h1>;
}
