sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 2162.78 qps: 13016.64 (r/w/o: 0.00/8683.08/4333.55) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1937.34 qps: 11610.02 (r/w/o: 0.00/7735.34/3874.68) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1728.35 qps: 10383.10 (r/w/o: 0.00/6926.40/3456.70) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 2032.70 qps: 12196.18 (r/w/o: 0.00/8130.79/4065.39) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1704.25 qps: 10221.52 (r/w/o: 0.00/6813.01/3408.51) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1743.60 qps: 10460.62 (r/w/o: 0.00/6973.41/3487.21) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1369.86 qps: 8215.15 (r/w/o: 0.00/5475.43/2739.72) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1628.68 qps: 9776.06 (r/w/o: 0.00/6518.71/3257.36) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1656.50 qps: 9931.96 (r/w/o: 0.00/6618.97/3312.99) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1682.79 qps: 10097.74 (r/w/o: 0.00/6732.16/3365.58) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1639.15 qps: 9841.90 (r/w/o: 0.00/6564.60/3277.30) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1491.36 qps: 8938.19 (r/w/o: 0.00/5955.46/2982.73) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1517.78 qps: 9111.70 (r/w/o: 0.00/6076.13/3035.56) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1560.89 qps: 9366.35 (r/w/o: 0.00/6243.57/3122.78) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1526.79 qps: 9160.71 (r/w/o: 0.00/6107.14/3053.57) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1585.26 qps: 9507.59 (r/w/o: 0.00/6338.06/3169.53) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1817.08 qps: 10910.50 (r/w/o: 0.00/7275.33/3635.17) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1693.57 qps: 10164.42 (r/w/o: 0.00/6777.28/3387.14) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1485.37 qps: 8911.24 (r/w/o: 0.00/5940.49/2970.75) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1711.88 qps: 10261.27 (r/w/o: 0.00/6838.51/3422.75) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1706.42 qps: 10231.54 (r/w/o: 0.00/6817.70/3413.84) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1677.01 qps: 10065.06 (r/w/o: 0.00/6711.04/3354.02) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1567.58 qps: 9408.50 (r/w/o: 0.00/6274.33/3134.17) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1689.14 qps: 10139.86 (r/w/o: 0.00/6760.57/3379.29) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1770.04 qps: 10613.24 (r/w/o: 0.00/7074.16/3539.08) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1847.16 qps: 11086.93 (r/w/o: 0.00/7392.62/3694.31) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1875.78 qps: 11266.71 (r/w/o: 0.00/7514.15/3752.57) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1906.13 qps: 11421.77 (r/w/o: 0.00/7610.51/3811.25) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1672.59 qps: 10041.56 (r/w/o: 0.00/6695.37/3346.19) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2034.18 qps: 12210.06 (r/w/o: 0.00/8141.71/4068.35) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1610.03 qps: 9652.19 (r/w/o: 0.00/6432.13/3220.06) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1617.71 qps: 9710.24 (r/w/o: 0.00/6474.82/3235.41) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1409.93 qps: 8461.56 (r/w/o: 0.00/5641.71/2819.85) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1461.59 qps: 8765.55 (r/w/o: 0.00/5842.37/2923.18) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1700.31 qps: 10202.86 (r/w/o: 0.00/6802.24/3400.62) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1861.20 qps: 11168.21 (r/w/o: 0.00/7445.81/3722.40) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1752.75 qps: 10510.48 (r/w/o: 0.00/7005.98/3504.49) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1736.63 qps: 10428.80 (r/w/o: 0.00/6954.53/3474.27) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1896.61 qps: 11377.67 (r/w/o: 0.00/7584.44/3793.22) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1750.95 qps: 10502.70 (r/w/o: 0.00/7001.80/3500.90) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1545.30 qps: 9277.79 (r/w/o: 0.00/6186.20/3091.60) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1652.44 qps: 9903.65 (r/w/o: 0.00/6598.77/3304.88) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1652.62 qps: 9920.70 (r/w/o: 0.00/6615.47/3305.24) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1499.40 qps: 8996.41 (r/w/o: 0.00/5998.61/2997.80) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1613.33 qps: 9674.97 (r/w/o: 0.00/6450.31/3224.66) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           304764
        other:                           152382
        total:                           457146
    transactions:                        76191  (1693.00 per sec.)
    queries:                             457146 (10157.97 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0033s
    total number of events:              76191

Latency (ms):
         min:                                    0.65
         avg:                                    4.72
         max:                                   67.10
         95th percentile:                       13.95
         sum:                               359731.92

Threads fairness:
    events (avg/stddev):           9523.8750/22.68
    execution time (avg/stddev):   44.9665/0.00

