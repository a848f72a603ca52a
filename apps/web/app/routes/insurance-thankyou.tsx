export default function Page() {
  return <h1>insurance-thankyou</h1>;
}
