export default function Page() {
  return <h1>e-health-edit-pet-condition</h1>;
}
