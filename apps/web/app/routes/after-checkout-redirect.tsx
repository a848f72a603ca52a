export default function Page() {
  return <h1>after-checkout-redirect</h1>;
}
