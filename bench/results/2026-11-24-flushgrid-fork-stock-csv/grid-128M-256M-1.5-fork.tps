sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 565.98 qps: 3435.82 (r/w/o: 0.00/2295.87/1139.95) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 600.09 qps: 3600.55 (r/w/o: 0.00/2400.37/1200.18) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 742.94 qps: 4455.64 (r/w/o: 0.00/2969.76/1485.88) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1040.59 qps: 6224.53 (r/w/o: 0.00/4143.35/2081.17) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1041.46 qps: 6248.73 (r/w/o: 0.00/4166.82/2081.91) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1119.33 qps: 6722.95 (r/w/o: 0.00/4483.30/2239.65) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1105.36 qps: 6642.17 (r/w/o: 0.00/4431.45/2210.72) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1064.99 qps: 6387.92 (r/w/o: 0.00/4257.95/2129.97) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1160.18 qps: 6963.08 (r/w/o: 0.00/4642.72/2320.36) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1210.11 qps: 7259.67 (r/w/o: 0.00/4839.44/2420.22) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1468.95 qps: 8815.71 (r/w/o: 0.00/5877.81/2937.90) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1289.23 qps: 7729.38 (r/w/o: 0.00/5150.92/2578.46) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1487.33 qps: 8927.96 (r/w/o: 0.00/5953.31/2974.65) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1294.60 qps: 7771.61 (r/w/o: 0.00/5182.41/2589.20) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1437.03 qps: 8616.20 (r/w/o: 0.00/5742.13/2874.07) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1529.91 qps: 9186.48 (r/w/o: 0.00/6126.65/3059.83) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1497.93 qps: 8982.59 (r/w/o: 0.00/5986.73/2995.86) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1354.16 qps: 8108.98 (r/w/o: 0.00/5400.65/2708.33) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1570.85 qps: 9440.11 (r/w/o: 0.00/6298.41/3141.70) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1618.91 qps: 9713.44 (r/w/o: 0.00/6476.63/3236.81) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1837.12 qps: 11023.73 (r/w/o: 0.00/7348.49/3675.24) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1817.33 qps: 10905.95 (r/w/o: 0.00/7271.30/3634.65) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1728.81 qps: 10367.83 (r/w/o: 0.00/6910.22/3457.61) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2027.91 qps: 12172.46 (r/w/o: 0.00/8116.64/4055.82) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1928.82 qps: 11569.92 (r/w/o: 0.00/7712.28/3857.64) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2063.19 qps: 12368.17 (r/w/o: 0.00/8241.78/4126.39) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1872.73 qps: 11243.37 (r/w/o: 0.00/7497.91/3745.46) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2223.06 qps: 13346.34 (r/w/o: 0.00/8900.23/4446.11) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1607.15 qps: 9644.90 (r/w/o: 0.00/6430.60/3214.30) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1686.43 qps: 10113.57 (r/w/o: 0.00/6740.72/3372.86) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1417.79 qps: 8506.72 (r/w/o: 0.00/5671.14/2835.57) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1540.85 qps: 9250.14 (r/w/o: 0.00/6168.43/3081.71) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1295.56 qps: 7751.39 (r/w/o: 0.00/5162.26/2589.13) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1806.69 qps: 10850.13 (r/w/o: 0.00/7234.75/3615.38) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1440.28 qps: 8637.69 (r/w/o: 0.00/5758.12/2879.56) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1763.91 qps: 10584.44 (r/w/o: 0.00/7055.62/3528.81) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1604.64 qps: 9628.85 (r/w/o: 0.00/6420.57/3208.29) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1712.22 qps: 10277.32 (r/w/o: 0.00/6851.88/3425.44) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1903.92 qps: 11419.54 (r/w/o: 0.00/7612.69/3806.85) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1776.11 qps: 10657.68 (r/w/o: 0.00/7106.45/3551.23) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1940.16 qps: 11635.96 (r/w/o: 0.00/7753.64/3882.32) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1992.95 qps: 11957.73 (r/w/o: 0.00/7972.82/3984.91) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1930.67 qps: 11589.02 (r/w/o: 0.00/7727.68/3861.34) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1815.71 qps: 10902.23 (r/w/o: 0.00/7269.81/3632.42) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1717.12 qps: 10278.62 (r/w/o: 0.00/6844.38/3434.25) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           274640
        other:                           137320
        total:                           411960
    transactions:                        68660  (1525.38 per sec.)
    queries:                             411960 (9152.30 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0112s
    total number of events:              68660

Latency (ms):
         min:                                    0.51
         avg:                                    5.24
         max:                                  214.85
         95th percentile:                       10.84
         sum:                               359824.97

Threads fairness:
    events (avg/stddev):           8582.5000/14.77
    execution time (avg/stddev):   44.9781/0.00

