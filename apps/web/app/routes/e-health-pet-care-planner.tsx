export default function Page() {
  return <h1>e-health-pet-care-planner</h1>;
}
