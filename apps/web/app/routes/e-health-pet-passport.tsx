export default function Page() {
  return <h1>e-health-pet-passport</h1>;
}
